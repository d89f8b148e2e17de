import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {frameOption, preview} from './examples';

/**
 * Breadcrumb (react-aria Breadcrumbs + Link in a nav landmark): the current
 * page with aria-current, links routed through BuiRouterProvider, the
 * collapsed trail and its in-place expansion, separators flipped in RTL.
 */
const route = '/docs/components/breadcrumb';
const test = testOnOneLoad(route);

const nav = (page: Page, example: string, name: string) =>
  preview(page, 'Breadcrumb', example).getByRole('navigation', {name, exact: true});

test('a nav landmark holding an ordered list; the last item is the current page and not a link', async ({page}) => {
  const hero = nav(page, 'Hero', 'Breadcrumb');
  await expect(hero.getByRole('listitem')).toHaveCount(3);
  await expect(hero.getByRole('link')).toHaveCount(2);
  await expect(hero.getByRole('link', {name: 'Docs'})).toHaveAttribute('href', '/docs');
  const current = hero.getByText('Breadcrumb', {exact: true});
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(hero.locator('ol > li:last-child a')).toHaveCount(0);
  // Separators are hidden icons, not text.
  await expect(hero.locator('li > svg[aria-hidden="true"]')).toHaveCount(2);
});

test('text and separators are at least 14 px and 16 px', async ({page}) => {
  const hero = nav(page, 'Hero', 'Breadcrumb');
  const fontSize = await hero.getByRole('link', {name: 'Docs'}).evaluate((el) => getComputedStyle(el).fontSize);
  expect(Number.parseFloat(fontSize)).toBeGreaterThanOrEqual(14);
  const box = await hero.locator('li > svg').first().boundingBox();
  expect(box?.width).toBe(16);
});

test('more than 4 levels fold into "…"; pressing it shows them in place', async ({page}) => {
  const trail = nav(page, 'Collapsed', 'Breadcrumb with six levels');
  await expect(trail.getByRole('link')).toHaveCount(3);
  const more = trail.getByRole('button', {name: 'Show 2 more levels'});
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(trail.getByRole('button')).toHaveCount(0);
  await expect(trail.getByRole('link')).toHaveCount(5);
});

test.describe(() => {
  // It expands the Collapsed trail, which the test above left expanded.
  test.use({ownLoad: true});
  test('after "…", focus moves to the first revealed level', async ({page}) => {
    const trail = nav(page, 'Collapsed', 'Breadcrumb with six levels');
    await expect(trail.getByRole('link')).toHaveCount(3);
    const more = trail.getByRole('button', {name: 'Show 2 more levels'});
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(trail.getByRole('button')).toHaveCount(0);
    await expect(trail.getByRole('link')).toHaveCount(5);
    await expect(trail.getByRole('link', {name: 'Components'})).toBeFocused();
  });
});

test('links go through BuiRouterProvider: Enter calls navigate with the href and the page stays', async ({page}) => {
  const trail = nav(page, 'Collapsed', 'Breadcrumb with six levels');
  await trail.getByRole('link', {name: 'Tabs'}).focus();
  await page.keyboard.press('Enter');
  await expect(preview(page, 'Breadcrumb', 'Collapsed').locator('output')).toHaveText(
    'Router is at /docs/components/tabs',
  );
  await expect(page).toHaveURL(new RegExp(`${route}$`));
});

test('separators point the other way in right-to-left', async ({page}) => {
  await frameOption(page, 'Breadcrumb', 'Hero', 'Direction', 'RTL').click();
  // The preview re-renders in its own root after the press: wait for it rather than read the style once.
  await expect(nav(page, 'Hero', 'Breadcrumb').locator('li > svg').first()).toHaveCSS(
    'transform',
    'matrix(-1, 0, 0, 1, 0, 0)',
  );
});
