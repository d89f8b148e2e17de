import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The Context menu page's live examples (src/bui/ContextMenu): react-aria's MenuTrigger, Menu and Popover. */
const route = '/docs/components/context-menu';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/ContextMenu/examples/${name}.tsx`);
const focused = (page: Page) => page.locator(':focus');

test('the "More actions" button opens the menu on Enter, Space and Arrow down, on the first item', async ({page}) => {
  const trigger = example(page, 'Hero').getByRole('button', {name: 'More actions for Ana López'});
  await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  for (const key of ['Enter', 'Space', 'ArrowDown']) {
    await trigger.focus();
    await page.keyboard.press(key);
    await expect(page.getByRole('menu', {name: 'More actions for Ana López'})).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(focused(page)).toHaveAccessibleName(/^Edit/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }
});

test('arrows move and wrap, Home and End jump; a separator divides the groups', async ({page}) => {
  await example(page, 'Hero').getByRole('button', {name: 'More actions for Ana López'}).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('separator')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName('Duplicate');
  await page.keyboard.press('End');
  await expect(focused(page)).toHaveAccessibleName('Delete…');
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName(/^Edit/);
  await page.keyboard.press('ArrowUp');
  await expect(focused(page)).toHaveAccessibleName('Delete…');
  await page.keyboard.press('Home');
  await expect(focused(page)).toHaveAccessibleName(/^Edit/);
});

test('typed letters jump to the matching item; Enter runs it, closes the menu and returns focus', async ({page}) => {
  const preview = example(page, 'Hero');
  const trigger = preview.getByRole('button', {name: 'More actions for Ana López'});
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('du');
  await expect(focused(page)).toHaveAccessibleName('Duplicate');
  await page.keyboard.press('Enter');
  await expect(preview.locator('output')).toHaveText('Duplicated');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test.describe(() => {
  // It reads the Hero's output at its first text, which the test above set to "Duplicated".
  test.use({ownLoad: true});
  test('a disabled item stays focusable with aria-disabled, is described by its reason and does nothing', async ({
    page,
  }) => {
    const preview = example(page, 'Hero');
    await preview.getByRole('button', {name: 'More actions for Ana López'}).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const archive = page.getByRole('menuitem', {name: 'Archive'});
    await expect(archive).toBeFocused();
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await expect(archive).toHaveAccessibleDescription('Only managers can archive');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(preview.locator('output')).toHaveText('Nothing yet');
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toHaveAccessibleName('Delete…');
  });
});

test('on an area, Shift+F10 and the Menu key open the same menu; Escape returns focus to the item', async ({page}) => {
  const preview = example(page, 'Area');
  const link = preview.getByRole('link', {name: 'Team rota.xlsx'});
  for (const key of ['Shift+F10', 'ContextMenu']) {
    await link.focus();
    await page.keyboard.press(key);
    const menu = page.getByRole('menu', {name: 'More actions for Team rota.xlsx'});
    await expect(menu).toBeVisible();
    await expect(focused(page)).toHaveAccessibleName('Download');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(link).toBeFocused();
  }
  await link.focus();
  await page.keyboard.press('Shift+F10');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(preview.locator('output')).toHaveText('Sharing Team rota.xlsx');
});

test('right-click opens the menu at the pointer instead of the browser menu', async ({page}) => {
  const preview = example(page, 'Area');
  const link = preview.getByRole('link', {name: 'March expenses.pdf'});
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error('no box');
  const x = box.x + box.width + 40;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y, {button: 'right'});
  const menu = page.getByRole('menu', {name: 'More actions for March expenses.pdf'});
  await expect(menu).toBeVisible();
  const menuBox = await menu.boundingBox();
  expect(Math.abs((menuBox?.x ?? 0) - x)).toBeLessThan(24);
  await menu.getByRole('menuitem', {name: 'Rename…'}).click();
  await expect(preview.locator('output')).toHaveText('Renaming March expenses.pdf');
});

test('a long press (touch held 500 ms) opens the menu; a short tap does not', async ({page}) => {
  const preview = example(page, 'Area');
  const link = preview.getByRole('link', {name: 'Onboarding plan.docx'});
  const box = await link.boundingBox();
  if (!box) throw new Error('no box');
  const at = {clientX: box.x + 4, clientY: box.y + 4, pointerType: 'touch', isPrimary: true, pointerId: 7};
  await link.dispatchEvent('pointerdown', at);
  await page.waitForTimeout(200);
  await link.dispatchEvent('pointerup', at);
  await page.waitForTimeout(600);
  await expect(page.getByRole('menu')).toHaveCount(0);

  await link.dispatchEvent('pointerdown', at);
  await expect(page.getByRole('menu', {name: 'More actions for Onboarding plan.docx'})).toBeVisible();
});
