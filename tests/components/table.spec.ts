import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {openHydratedOnPausedClock} from '../support/hydration';
import {preview} from './examples';
import {scrolledIntoView} from '../support/frames';

/**
 * Table (react-aria Table: an ARIA grid): arrow-key navigation between cells
 * and rows, sorting in the column's natural order with aria-sort and a live
 * announcement, selection with Space and "Select all", selection kept across
 * sorting, skeleton rows while loading, and the empty state.
 */
const route = '/docs/components/table';
const test = testOnOneLoad(route);

const hero = (page: Page) => preview(page, 'Table', 'Hero');
const grid = (page: Page) => hero(page).getByRole('grid', {name: 'Pending absence requests'});
const header = (page: Page, name: string) => grid(page).getByRole('columnheader', {name});
const status = (page: Page) => hero(page).locator('[role="status"]');
/** The employee names down the body, in the order shown. */
const names = (page: Page) => grid(page).getByRole('rowheader');
const row = (page: Page, name: string) =>
  grid(page)
    .getByRole('row')
    .filter({has: page.getByRole('rowheader', {name})});
const output = (page: Page) => hero(page).locator('output').last();
/** A selection check box's visible box: the input itself is visually hidden inside its label. */
const box = (checkbox: Locator) => checkbox.locator('xpath=ancestor::label[1]');

test('the grid is named by its label and loads sorted, with aria-sort on the sorted column only', async ({page}) => {
  await expect(grid(page)).toBeVisible();
  await expect(header(page, 'Submitted')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Days')).toHaveAttribute('aria-sort', 'none');
  await expect(header(page, 'Type')).not.toHaveAttribute('aria-sort');
  await expect(names(page).first()).toHaveText('Mei Chen');
  // The live region is on the page, empty, before anything is sorted.
  await expect(status(page)).toHaveText('');
});

test('arrow keys move between the cells of a row and between rows', async ({page}) => {
  await header(page, 'Employee').focus();
  await expect(header(page, 'Employee')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(header(page, 'Type')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const firstRow = row(page, 'Mei Chen');
  await expect(firstRow.getByRole('gridcell', {name: 'Training'})).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(firstRow.getByRole('rowheader', {name: 'Mei Chen'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'Elif Yıldız').getByRole('rowheader')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(firstRow.getByRole('rowheader')).toBeFocused();
  await page.keyboard.press('End');
  await expect(firstRow.getByRole('button', {name: 'Approve'})).toBeFocused();
});

test('a click on a header sorts in its natural order, sets aria-sort and announces it', async ({page}) => {
  await header(page, 'Days').click();
  await expect(header(page, 'Days')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Submitted')).toHaveAttribute('aria-sort', 'none');
  await expect(status(page)).toHaveText('Sorted by Days, largest first');
  await expect(names(page).first()).toHaveText('Lea Hoffmann');
  await expect(hero(page).locator('output').first()).toHaveText('days descending');

  await header(page, 'Days').click();
  await expect(header(page, 'Days')).toHaveAttribute('aria-sort', 'ascending');
  await expect(status(page)).toHaveText('Sorted by Days, smallest first');
  await expect(names(page).first()).toHaveText('Kwame Mensah');
});

test('Enter on a focused header sorts it (text A to Z first, dates newest first) and keeps focus there', async ({
  page,
}) => {
  await header(page, 'Employee').focus();
  await page.keyboard.press('Enter');
  await expect(header(page, 'Employee')).toHaveAttribute('aria-sort', 'ascending');
  await expect(status(page)).toHaveText('Sorted by Employee, A to Z');
  await expect(names(page).first()).toHaveText('Ana López');
  await expect(header(page, 'Employee')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(header(page, 'Employee')).toHaveAttribute('aria-sort', 'descending');
  await expect(status(page)).toHaveText('Sorted by Employee, Z to A');
  await expect(names(page).first()).toHaveText('Tomás Ribeiro');

  await header(page, 'From').focus();
  await page.keyboard.press('Enter');
  await expect(header(page, 'From')).toHaveAttribute('aria-sort', 'descending');
  await expect(status(page)).toHaveText('Sorted by From, newest first');
  await expect(names(page).first()).toHaveText('Elif Yıldız');
});

test.describe(() => {
  // It sorts by Status from the first order and approves a row, which the tests below must not see.
  test.use({ownLoad: true});
  test('an approved row keeps its place until the next sort puts it among the approved', async ({page}) => {
    // Status is the seventh column, past the scroller's edge: scrolled to first, as a reader does, so that the
    // click is not made while the scroll Playwright starts for it is still moving the header.
    await scrolledIntoView(header(page, 'Status'));
    await header(page, 'Status').click();
    await expect(header(page, 'Status')).toHaveAttribute('aria-sort', 'ascending');
    const before = await names(page).allTextContents();
    const first = row(page, before[0]);
    await first.getByRole('button', {name: 'Approve'}).click();
    await expect(first.getByText('Approved', {exact: true})).toBeVisible();
    await expect(names(page)).toHaveText(before);
    // Z to A and back: pending first again, the approved row after every pending one.
    await header(page, 'Status').click();
    await header(page, 'Status').click();
    await expect(header(page, 'Status')).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(page).first()).toHaveText(before[1]);
    const after = await names(page).allTextContents();
    expect(after.indexOf(before[0])).toBeGreaterThan(after.indexOf(before[1]));
  });
});

test.describe(() => {
  // It walks the rows in their first order, Submitted newest first; the tests above sorted the Hero by other columns.
  test.use({ownLoad: true});
  test('Space selects and deselects the focused row; its check box is named after the row', async ({page}) => {
    const mei = row(page, 'Mei Chen');
    await mei.getByRole('rowheader').focus();
    await page.keyboard.press('Space');
    await expect(mei).toHaveAttribute('aria-selected', 'true');
    await expect(mei.getByRole('checkbox', {name: 'Select Mei Chen'})).toBeChecked();
    await expect(output(page)).toHaveText('abs-108');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(row(page, 'Elif Yıldız')).toHaveAttribute('aria-selected', 'true');
    await expect(output(page)).toHaveText('abs-108, abs-107');

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(mei).toHaveAttribute('aria-selected', 'false');
    await expect(output(page)).toHaveText('abs-107');
  });
});

test('a locked row cannot be selected, by Space or by its check box', async ({page}) => {
  const tomas = row(page, 'Tomás Ribeiro');
  await expect(tomas.getByRole('checkbox')).toBeDisabled();
  await tomas.getByRole('rowheader').focus();
  await page.keyboard.press('Space');
  await expect(tomas).not.toHaveAttribute('aria-selected', 'true');
  await expect(output(page)).toHaveText('none');
});

test('"Select all" selects every row except the locked one, and clears them again', async ({page}) => {
  const selectAll = grid(page).getByRole('checkbox', {name: /select all/i});
  await box(selectAll).click();
  await expect(selectAll).toBeChecked();
  await expect(grid(page).locator('tbody [role="row"][aria-selected="true"]')).toHaveCount(7);
  await expect(row(page, 'Tomás Ribeiro')).not.toHaveAttribute('aria-selected', 'true');
  const ids = (await output(page).textContent())?.split(', ').sort();
  expect(ids).toEqual(['abs-101', 'abs-102', 'abs-103', 'abs-105', 'abs-106', 'abs-107', 'abs-108']);

  await box(selectAll).click();
  await expect(output(page)).toHaveText('none');
});

test('the selection is kept when the rows are sorted', async ({page}) => {
  await row(page, 'Mei Chen').getByRole('rowheader').focus();
  await page.keyboard.press('Space');
  await box(row(page, 'Priya Nair').getByRole('checkbox')).click();
  await expect(output(page)).toHaveText('abs-108, abs-103');

  await header(page, 'Employee').click();
  await expect(names(page).first()).toHaveText('Ana López');
  await expect(row(page, 'Mei Chen')).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Priya Nair')).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page).locator('tbody [role="row"][aria-selected="true"]')).toHaveCount(2);
  await expect(output(page)).toHaveText('abs-108, abs-103');
});

test('while loading, the table is busy and shows 5 skeleton rows; loaded rows replace them', async ({page}) => {
  const loading = preview(page, 'Table', 'Loading');
  const table = loading.getByRole('grid', {name: 'Team absences'});
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tbody [role="row"]')).toHaveCount(5);
  await expect(table.locator('tbody [role="row"][data-skeleton]')).toHaveCount(5);

  await loading.getByRole('button', {name: 'Show the loaded rows'}).click();
  await expect(table).not.toHaveAttribute('aria-busy');
  await expect(table.locator('tbody [role="row"][data-skeleton]')).toHaveCount(0);
  await expect(table.getByRole('rowheader').first()).toHaveText('Ana López');
});

test('an empty table shows its message in place of the body', async ({page}) => {
  const table = preview(page, 'Table', 'Empty').getByRole('grid', {name: 'Requests waiting for your approval'});
  await expect(table.locator('tbody')).toHaveText('Nothing to approve. New requests from your team will appear here.');
  // One row holds the message; there are no data rows or check boxes.
  await expect(table.locator('tbody [role="row"]')).toHaveCount(1);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
});

// On the page's clock, paused once the page has hydrated: the pretend server's 0.8 s answer comes when the test says.
test('manualSort: a press marks the new sort at once and keeps the rows, busy, until the server answers', async ({
  blankPage: page,
}) => {
  await openHydratedOnPausedClock(page, route);
  const table = preview(page, 'Table', 'ServerSort').getByRole('grid', {name: 'Longest absences'});
  const days = table.getByRole('columnheader', {name: 'Days'});
  const rowNames = table.getByRole('rowheader');
  await page.clock.runFor(800);
  await expect(table).not.toHaveAttribute('aria-busy');
  await expect(rowNames.first()).toHaveText('Lea Hoffmann');
  const longestFirst = await rowNames.allTextContents();

  await days.click();
  await expect(days).toHaveAttribute('aria-sort', 'ascending');
  await expect(table).toHaveAttribute('aria-busy', 'true');
  // The table does not sort the rows itself: they wait, as they are, for the server's answer.
  await expect(rowNames).toHaveText(longestFirst);
  await page.clock.runFor(800);
  await expect(table).not.toHaveAttribute('aria-busy');
  await expect(rowNames).not.toHaveText(longestFirst);
  await expect(rowNames.first()).toHaveText('Kwame Mensah');
});
