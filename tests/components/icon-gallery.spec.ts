import type {Page} from '@playwright/test';
import {iconNames} from '../../src/bui/Icon/icons';
import {hasHydrated, openHydrated, openWithScriptsHeld, UNHYDRATED_ISLAND} from '../support/hydration';
import {expect, test} from '../support/test';

/**
 * The Icons page's gallery (src/components/IconGallery; issue 24, part 5): every icon, filtered as the reader
 * types, pressed or Entered to copy its code (Chromium's clipboard, read back with the permission granted), with
 * the tokens of the chosen size and colour, and an address that links to one icon.
 */

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const route = '/docs/foundations/icons';
const gridOf = (page: Page) => page.getByRole('grid', {name: 'Icons'});
const tileOf = (page: Page, name: string) => gridOf(page).getByRole('row', {name, exact: true});
const statusOf = (page: Page) => page.locator('[role="status"]').filter({hasText: /cop/i});
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('shows every icon of the set by name, each drawn at the default 20 px', async ({page}) => {
  await openHydrated(page, route);
  await expect(gridOf(page).getByRole('row')).toHaveCount(iconNames.length);
  const shown = await gridOf(page)
    .locator('svg[data-icon]')
    .evaluateAll((icons) =>
      icons.map((icon) => ({
        name: icon.getAttribute('data-icon'),
        drawn: (icon.querySelector('path')?.getAttribute('d') ?? '').length > 0,
        width: icon.getBoundingClientRect().width,
      })),
    );
  expect(shown.map((icon) => icon.name)).toEqual(iconNames);
  expect(shown.filter((icon) => !icon.drawn || icon.width !== 20)).toEqual([]);
  await expect(page.getByText(`${String(iconNames.length)} icons. Press one to copy its code.`)).toBeVisible();
});

test('filters by name or meaning as the reader types, and says when nothing matches', async ({page}) => {
  await openHydrated(page, route);
  const filter = page.getByRole('searchbox', {name: 'Filter icons'});
  await filter.pressSequentially('delete');
  await expect(gridOf(page).getByRole('row')).toHaveText(['trash']);
  await expect(page.getByText(`1 of ${String(iconNames.length)} icons match.`)).toBeVisible();
  await filter.fill('arrow');
  await expect(gridOf(page).getByRole('row')).toHaveText(['arrow-left', 'arrow-right', 'arrow-up', 'arrow-down']);
  await filter.fill('zebra');
  await expect(gridOf(page).locator('svg[data-icon]')).toHaveCount(0);
  await expect(gridOf(page)).toHaveText('No icon matches “zebra”. Try what it means, such as “delete” or “time”.');
  await filter.press('Escape');
  await expect(gridOf(page).getByRole('row')).toHaveCount(iconNames.length);
});

test('a press copies the icon’s code, announces it, and puts the icon’s anchor in the address', async ({page}) => {
  await openHydrated(page, route);
  await tileOf(page, 'calendar').click();
  await expect(statusOf(page)).toHaveText('Copied <Icon name="calendar" />');
  expect(await clipboardText(page)).toBe('<Icon name="calendar" />');
  await expect(page).toHaveURL(new RegExp(`${route}#icon-calendar$`));
  await expect(tileOf(page, 'calendar')).toHaveAttribute('data-linked', 'true');
});

test.describe('when the clipboard refuses', () => {
  test.use({expectedConsoleErrors: [/Icon gallery: the code could not be copied/]});

  test('the status says so and gives the code to copy by hand', async ({page}) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await openHydrated(page, route);
    await tileOf(page, 'lock').click();
    await expect(statusOf(page)).toHaveText('Could not copy. The code is <Icon name="lock" />');
  });
});

test('by keyboard: the size and colour controls name their tokens, the arrows move, Enter copies', async ({page}) => {
  await openHydrated(page, route);
  await page.getByRole('radiogroup', {name: 'Size'}).getByRole('radio', {name: 'Large'}).click();
  await expect(page.getByText('--bui-size-icon-lg', {exact: true})).toBeVisible();
  await page.getByRole('button', {name: /Colour/}).click();
  await page.getByRole('option', {name: 'Warning'}).click();
  await expect(page.getByText('--bui-color-warning', {exact: true})).toBeVisible();
  const width = await tileOf(page, 'add')
    .locator('svg')
    .evaluate((icon) => icon.getBoundingClientRect().width);
  expect(width).toBe(24);
  // From the colour control, Tab enters the grid on its first icon; the arrows move through it.
  await page.getByRole('button', {name: /Colour/}).focus();
  await page.keyboard.press('Tab');
  await expect(tileOf(page, 'add')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tileOf(page, 'edit')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const below = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(iconNames.indexOf(below as (typeof iconNames)[number])).toBeGreaterThan(1);
  await page.keyboard.press('Enter');
  const code = `<Icon name="${below}" size="lg" color="warning" />`;
  await expect(statusOf(page)).toHaveText(`Copied ${code}`);
  expect(await clipboardText(page)).toBe(code);
});

test('an address with an icon’s anchor opens the page on that icon, marked', async ({page}) => {
  await openHydrated(page, `${route}#icon-wallet`);
  await expect(tileOf(page, 'wallet')).toHaveAttribute('data-linked', 'true');
  await expect(tileOf(page, 'wallet')).toBeInViewport();
  await expect(gridOf(page).locator('[data-linked]')).toHaveCount(1);
});

const islandUnhydrated = (page: Page) =>
  page.evaluate((selector) => document.querySelector(selector) !== null, UNHYDRATED_ISLAND);

test('the first press, before the gallery’s code has loaded, is held and copies once it has', async ({page}) => {
  const release = await openWithScriptsHeld(page, route);
  await tileOf(page, 'wallet').click();
  expect(await page.evaluate(hasHydrated)).toBe(false);
  expect(await islandUnhydrated(page)).toBe(true);
  release();
  await expect(statusOf(page)).toHaveText('Copied <Icon name="wallet" />');
  expect(await clipboardText(page)).toBe('<Icon name="wallet" />');
  await expect(page).toHaveURL(new RegExp(`${route}#icon-wallet$`));
});

test('typing in the filter before the gallery’s code has loaded filters once it has', async ({page}) => {
  const release = await openWithScriptsHeld(page, route);
  const filter = page.getByRole('searchbox', {name: 'Filter icons'});
  await filter.click();
  await page.keyboard.type('clock');
  expect(await islandUnhydrated(page)).toBe(true);
  release();
  await expect(filter).toHaveValue('clock');
  await expect(gridOf(page).getByRole('row')).toHaveText(['clock']);
});

test('typing in the filter, then pressing one of the results, both before the code has loaded: the press copies that icon', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, route);
  await page.getByRole('searchbox', {name: 'Filter icons'}).click();
  await page.keyboard.type('wallet');
  // The press lands on the server's grid, where the wallet sits far down; the filter, once replayed, moves it first.
  await tileOf(page, 'wallet').click();
  expect(await islandUnhydrated(page)).toBe(true);
  release();
  await expect(gridOf(page).getByRole('row')).toHaveText(['wallet']);
  await expect(statusOf(page)).toHaveText('Copied <Icon name="wallet" />');
  expect(await clipboardText(page)).toBe('<Icon name="wallet" />');
});
