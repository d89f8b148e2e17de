import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * Tabs (react-aria Tabs/TabList/Tab/TabPanel): the APG tabs pattern with
 * automatic and manual activation, Home/End, a skipped disabled tab, the
 * list named by `label`, aria-selected and the panel shown.
 */
const route = '/docs/components/tabs';
const test = testOnOneLoad(route);

const tab = (page: Page, example: string, name: RegExp | string) =>
  preview(page, 'Tabs', example).getByRole('tab', {name});
const panel = (page: Page, example: string) => preview(page, 'Tabs', example).getByRole('tabpanel');

test('the tab list is named by label; counts are part of the tab name; the panel is labelled by its tab', async ({
  page,
}) => {
  await expect(preview(page, 'Tabs', 'Hero').getByRole('tablist')).toHaveAccessibleName('Approvals by status');
  const pending = tab(page, 'Hero', /^Pending/);
  await expect(pending).toHaveAccessibleName('Pending 12 items');
  await expect(pending).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Hero')).toContainText('12 requests wait');
});

test('automatic: arrows move focus and select, wrapping; Home and End; onChange gets the value', async ({page}) => {
  await tab(page, 'Hero', /^Pending/).focus();
  await page.keyboard.press('ArrowRight');
  const approved = tab(page, 'Hero', /^Approved/);
  await expect(approved).toBeFocused();
  await expect(approved).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Hero')).toContainText('You approved 140');
  await expect(preview(page, 'Tabs', 'Hero').locator('output')).toHaveText('approved');
  await page.keyboard.press('End');
  await expect(tab(page, 'Hero', 'Rejected')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Hero', /^Pending/)).toBeFocused();
  await expect(tab(page, 'Hero', /^Pending/)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Hero', 'Rejected')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab(page, 'Hero', /^Pending/)).toHaveAttribute('aria-selected', 'true');
  await expect(preview(page, 'Tabs', 'Hero').locator('output')).toHaveText('pending');
});

test('the list is one tab stop: Tab moves from the selected tab into the panel', async ({page}) => {
  await tab(page, 'Hero', /^Pending/).focus();
  await page.keyboard.press('Tab');
  await expect(panel(page, 'Hero')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tab(page, 'Hero', /^Pending/)).toBeFocused();
});

test('manual: arrows only move focus; Enter or Space selects', async ({page}) => {
  const overview = tab(page, 'Manual', 'Overview');
  const absences = tab(page, 'Manual', 'Absences');
  const payslips = tab(page, 'Manual', 'Payslips');
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  await expect(absences).toBeFocused();
  await expect(absences).toHaveAttribute('aria-selected', 'false');
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Manual')).toContainText('Ana López');
  await page.keyboard.press('Enter');
  await expect(absences).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Manual')).toContainText('14 days');
  await page.keyboard.press('End');
  await expect(payslips).toBeFocused();
  await expect(payslips).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Space');
  await expect(payslips).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Manual')).toContainText('March 2026');
});

test('a disabled tab is skipped by the arrows and End; the error tab is described by its message', async ({page}) => {
  const documents = tab(page, 'States', 'Documents');
  await expect(documents).toHaveAttribute('aria-disabled', 'true');
  const terms = tab(page, 'States', /Terms/);
  await expect(terms).toHaveAccessibleName('Terms');
  await expect(terms).toHaveAccessibleDescription('End date is before the start date');
  await expect(terms.locator('svg[data-icon="danger"]')).toBeVisible();
  await tab(page, 'States', 'Salary').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'States', 'History')).toBeFocused();
  await expect(tab(page, 'States', 'History')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'States', 'Salary')).toBeFocused();
  await documents.click({force: true});
  await expect(documents).toHaveAttribute('aria-selected', 'false');
});

test('vertical: Arrow down and Arrow up move between tabs', async ({page}) => {
  await expect(preview(page, 'Tabs', 'Vertical').getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await tab(page, 'Vertical', 'General').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab(page, 'Vertical', 'Notifications')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(tab(page, 'Vertical', 'General')).toHaveAttribute('aria-selected', 'true');
});

// react-aria takes the tab and panel ids from the tab list's useId, which
// differs between the server's tree and the client's; Tabs names them from its
// own useId instead, so the server's ids stay valid after hydration and the
// panels hydrate in place (see Tabs.tsx and Tabs.hydration.test.tsx).
test('in the HTML the server sends, every selected tab controls a panel labelled by it', async ({request}) => {
  const $ = load(await (await request.get(route)).text());
  const selected = $('[role="tab"][aria-selected="true"]').toArray();
  expect(selected.length).toBeGreaterThan(3);
  for (const element of selected) {
    const controls = $(element).attr('aria-controls') ?? '';
    const target = $(`[id="${controls}"]`);
    expect(target.attr('role'), controls).toBe('tabpanel');
    expect(target.attr('aria-labelledby')).toBe($(element).attr('id'));
  }
});

test('after hydration the selected panel is named by its tab and aria-controls points at it', async ({page}) => {
  await expect(panel(page, 'Hero')).toHaveAccessibleName(/^Pending/);
  const controls = await tab(page, 'Hero', /^Pending/).getAttribute('aria-controls');
  await expect(panel(page, 'Hero')).toHaveAttribute('id', controls ?? '');
});

test.describe(() => {
  // It counts the Hero's mounted panels, and the tests above visit its other tabs.
  test.use({ownLoad: true});
  test('a panel mounts on its first visit and then stays mounted, hidden and inert, so it keeps its state', async ({
    page,
  }) => {
    // Kept panels lose role="tabpanel" in react-aria, so count them by their value.
    const panels = preview(page, 'Tabs', 'Hero').locator('[data-panel]');
    await expect(panels).toHaveCount(1);
    await tab(page, 'Hero', /^Approved/).click();
    await tab(page, 'Hero', /^Pending/).click();
    await expect(panels).toHaveCount(2);
    const approved = panels.and(page.locator('[data-panel="approved"]'));
    await expect(approved).toBeHidden();
    await expect(approved).toHaveAttribute('inert', /.*/);
    await expect(panel(page, 'Hero')).toHaveCount(1);
    await expect(panel(page, 'Hero')).toContainText('12 requests wait');
    // The same element comes back: a mark left on it survives the round trip.
    await approved.evaluate((element) => element.setAttribute('data-visited-mark', ''));
    await tab(page, 'Hero', /^Approved/).click();
    await expect(approved).toBeVisible();
    await expect(approved).toHaveAttribute('data-visited-mark', '');
  });
});

test('fullWidth: the tab list fills its container and the tabs share it equally', async ({page}) => {
  const list = preview(page, 'Tabs', 'Sizes').getByRole('tablist');
  const container = (await preview(page, 'Tabs', 'Sizes').boundingBox())!;
  const widths = await list
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().width)));
  expect(widths.length).toBeGreaterThan(1);
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  const sum = widths.reduce((total, width) => total + width, 0);
  expect(sum).toBeGreaterThan(container.width * 0.9);
});
