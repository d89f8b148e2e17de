import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * Paginator (a nav landmark of react-aria Buttons): the page changes,
 * aria-current moves, focus stays on the pressed control, Previous and Next
 * stay focusable at the ends, the summary is a live region, ellipses.
 */
const route = '/docs/components/paginator';
const test = testOnOneLoad(route);

const bar = (page: Page, example: string, name: string) =>
  preview(page, 'Paginator', example).getByRole('navigation', {name, exact: true});

test('a nav named by label, with the current page marked and a polite summary', async ({page}) => {
  const nav = bar(page, 'Hero', 'Absence requests pages');
  await expect(nav.getByRole('button', {name: 'Page 1', exact: true})).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(nav.locator('[aria-live="polite"]')).toHaveText('Showing 1–25 of 240');
  await expect(nav.getByRole('button', {name: 'Previous'})).toHaveAttribute('aria-disabled', 'true');
});

test('pressing a page changes it, moves aria-current and keeps focus on that button', async ({page}) => {
  const nav = bar(page, 'Hero', 'Absence requests pages');
  const three = nav.getByRole('button', {name: 'Page 3'});
  await three.focus();
  await page.keyboard.press('Enter');
  await expect(three).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', {name: 'Page 1', exact: true})).not.toHaveAttribute('aria-current', 'page');
  await expect(three).toBeFocused();
  await expect(nav.locator('[aria-live="polite"]')).toHaveText('Showing 51–75 of 240');
  await expect(preview(page, 'Paginator', 'Hero').locator('output')).toHaveText('3');
});

test.describe(() => {
  // It starts from page 1 of the Hero, which the test above leaves on page 3.
  test.use({ownLoad: true});
  test('Next and Previous change the page and keep focus; Next stays focusable, aria-disabled, on the last page', async ({
    page,
  }) => {
    const nav = bar(page, 'Hero', 'Absence requests pages');
    const next = nav.getByRole('button', {name: 'Next'});
    await next.focus();
    await page.keyboard.press('Space');
    await expect(nav.getByRole('button', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page');
    await expect(next).toBeFocused();
    await nav.getByRole('button', {name: 'Page 10'}).click();
    await expect(nav.locator('[aria-live="polite"]')).toHaveText('Showing 226–240 of 240');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', {name: 'Page 10'})).toHaveAttribute('aria-current', 'page');
    await expect(next).toBeFocused();
    const previous = nav.getByRole('button', {name: 'Previous'});
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', {name: 'Page 9'})).toHaveAttribute('aria-current', 'page');
    await expect(previous).toBeFocused();
  });
});

test('long ranges show 1 … 5 6 7 … 20 with the ellipses hidden from assistive technology', async ({page}) => {
  const nav = bar(page, 'Small', 'Audit log pages');
  await expect(nav.getByRole('listitem')).toHaveText(['1', '5', '6', '7', '20']);
  await expect(nav.locator('li[aria-hidden="true"]')).toHaveText(['…', '…']);
  await expect(nav.getByRole('button', {name: 'Page 6'})).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', {name: 'Page 7'}).click();
  await expect(nav.getByRole('listitem')).toHaveText(['1', '6', '7', '8', '20']);
  await expect(nav.getByRole('button', {name: 'Page 7'})).toBeFocused();
});

test('changing the page size keeps the first visible row: rows 51–75 become page 2 at 50', async ({page}) => {
  const nav = bar(page, 'Hero', 'Absence requests pages');
  await nav.getByRole('button', {name: 'Page 3'}).click();
  await nav.getByRole('button', {name: /Rows per page/}).click();
  await page.getByRole('option', {name: '50'}).click();
  await expect(nav.locator('[aria-live="polite"]')).toHaveText('Showing 51–100 of 240');
  await expect(nav.getByRole('button', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page');
});

test('cursor-based: Previous and Next only, "Page 3", Next unavailable when there is no next page', async ({page}) => {
  const nav = bar(page, 'Cursor', 'Login history pages');
  await expect(nav.locator('[aria-live="polite"]')).toHaveText('Page 3');
  await expect(nav.getByRole('button', {name: /^Page \d/})).toHaveCount(0);
  const next = nav.getByRole('button', {name: 'Next'});
  await next.click();
  await next.click();
  await expect(nav.locator('[aria-live="polite"]')).toHaveText('Page 5');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
});

test('one page of results shows only the summary', async ({page}) => {
  const nav = bar(page, 'OnePage', 'Team members pages');
  await expect(nav.locator('[aria-live="polite"]')).toHaveText('Showing 18 of 18');
  await expect(nav.getByRole('button')).toHaveCount(0);
});
