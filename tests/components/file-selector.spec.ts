import type {Page} from '@playwright/test';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {preview} from './examples';

/**
 * File selector (react-aria Modal + Dialog + SearchField + Breadcrumbs +
 * GridList): the dialog from the keyboard, arrows through a folder, Enter
 * into a folder, Alt + Arrow up back out, Space selects, Attach reports the
 * value; Backspace only edits the search; Escape discards.
 */
const route = '/docs/components/file-selector';

test.beforeEach(async ({page}) => {
  await openHydrated(page, route);
});

const hero = (page: Page) => preview(page, 'FileSelector', 'Hero').first();
const multiple = (page: Page) => preview(page, 'FileSelector', 'Multiple').first();
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Choose from documents'});
const grid = (page: Page) => dialog(page).getByRole('grid');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row by its file or folder name; react-aria adds the row's description (type, folder) to its name. */
const row = (page: Page, name: string) => grid(page).getByRole('row', {name: new RegExp(`^${escape(name)}( |$)`)});

test('Enter on the trigger opens the named dialog with focus in the search field', async ({page}) => {
  await hero(page).getByRole('button', {name: 'Choose from documents'}).press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('searchbox', {name: 'Search documents'})).toBeFocused();
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents');
  await expect(grid(page)).not.toHaveAttribute('aria-multiselectable', 'true');
  await expect(grid(page).getByRole('radio')).toHaveCount(0);
  await expect(grid(page).getByRole('checkbox')).toHaveCount(0);
  await expect(dialog(page).getByRole('status')).toHaveText('0 selected');
});

test('arrows move through rows, Enter opens a folder, Alt+ArrowUp goes back, Space selects, Attach reports the id', async ({
  page,
}) => {
  const trigger = hero(page).getByRole('button', {name: 'Choose from documents'});
  await trigger.press('Enter');
  await page.keyboard.press('Tab');
  await expect(row(page, 'Finance')).toBeFocused();
  await expect(row(page, 'Finance')).toHaveAccessibleName('Finance folder');
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'HR')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in HR');
  await expect(dialog(page).getByRole('link', {name: 'HR'})).toHaveAttribute('aria-current', 'page');
  // Opening a folder puts focus on its first row.
  await expect(row(page, 'Contracts')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in Contracts');
  await expect(row(page, 'Contract addendum – remote work.pdf')).toBeFocused();

  // Going up puts focus on the folder we came from.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in HR');
  await expect(row(page, 'Contracts')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'Policies')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 'Code of conduct.docx')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const travel = row(page, 'Travel policy.pdf');
  await expect(travel).toBeFocused();
  await page.keyboard.press('Space');
  await expect(travel).toHaveAttribute('aria-selected', 'true');
  await expect(dialog(page).getByRole('status')).toHaveText('1 selected');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(row(page, 'Leave policy.pdf')).toHaveAttribute('aria-selected', 'true');
  await expect(travel).toHaveAttribute('aria-selected', 'false');

  await dialog(page).getByRole('button', {name: 'Attach'}).press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(hero(page).locator('output')).toHaveText('doc-policy-leave');
  await expect(hero(page).getByRole('listitem')).toContainText('Leave policy.pdf');
  await expect(hero(page).getByRole('listitem')).toContainText('HR / Policies');
  await expect(hero(page).getByRole('button', {name: 'Replace'})).toBeFocused();

  // Reopening starts in the folder of the attached file, with it selected.
  await hero(page).getByRole('button', {name: 'Replace'}).press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in Policies');
  await expect(row(page, 'Leave policy.pdf')).toHaveAttribute('aria-selected', 'true');
});

test('an empty folder says so and takes focus; a file without share permission shows why and cannot be chosen', async ({
  page,
}) => {
  await hero(page).getByRole('button', {name: 'Choose from documents'}).press('Enter');
  // 720 px wide on the web.
  expect((await dialog(page).boundingBox())?.width).toBeCloseTo(720, 0);
  await page.keyboard.press('Tab');
  await expect(row(page, 'Finance')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 'Archive 2023')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in Archive 2023');
  await expect(grid(page)).toContainText('This folder has no documents you can attach');
  await expect(grid(page)).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(row(page, 'Archive 2023')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Annual statement 2024.pdf')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const salary = row(page, 'Salary review 2024.pdf');
  await expect(salary).toBeFocused();
  await expect(salary).toContainText('No share permission');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(salary).not.toHaveAttribute('aria-selected', 'true');
  await expect(dialog(page).getByRole('status')).toHaveText('0 selected');
});

test('rooted: the dialog starts in the root folder and Alt+ArrowUp cannot leave it', async ({page}) => {
  const rooted = preview(page, 'FileSelector', 'Rooted').first();
  await rooted.getByRole('button', {name: 'Choose from documents'}).press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in My documents');
  await expect(dialog(page).getByRole('link')).toHaveText(['My documents']);
  await page.keyboard.press('Tab');
  await expect(row(page, 'First aid certificate.pdf')).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in My documents');
  await expect(grid(page).getByRole('row')).toHaveCount(2);
});

test('states: disabled ignores presses and has no remove buttons; the error describes the field; a deleted document says so', async ({
  page,
}) => {
  const states = preview(page, 'FileSelector', 'States').first();
  const policy = states.getByRole('group', {name: 'Policy'});
  await expect(policy.getByRole('listitem')).toContainText('Travel policy.pdf');
  await expect(policy.getByRole('button', {name: /^Remove/})).toHaveCount(0);
  const replace = policy.getByRole('button', {name: 'Replace'});
  await expect(replace).toHaveAttribute('aria-disabled', 'true');
  await replace.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(replace).toBeFocused();

  await expect(states.getByRole('group', {name: /^Signed contract/})).toHaveAccessibleDescription(
    /Attach the signed contract/,
  );
  const previous = states.getByRole('group', {name: /^Previous contract/});
  await expect(previous.getByRole('listitem')).toContainText('This document has been removed');
  await expect(previous.getByRole('button', {name: 'Remove removed document'})).toBeVisible();
});

test('multiple: the footer says "Maximum of 5 files" at the limit and a sixth file is not selected', async ({page}) => {
  await multiple(page).getByRole('button', {name: 'Choose from documents'}).press('Enter');
  const search = dialog(page).getByRole('searchbox', {name: 'Search documents'});
  await page.keyboard.type('payslip');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Search results for payslip');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 3; i += 1) {
    if (i > 0) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
  }
  await expect(dialog(page).getByRole('status')).toHaveText('3 selected');
  await search.fill('');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents');
  await page.keyboard.press('Tab');
  await expect(row(page, 'Finance')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Contract addendum – remote work.pdf')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await expect(dialog(page).getByRole('status')).toHaveText('5 selected. Maximum of 5 files');
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  const travel = row(page, 'Travel policy.pdf');
  await expect(travel).toBeFocused();
  await page.keyboard.press('Space');
  await expect(travel).not.toHaveAttribute('aria-selected', 'true');
  await expect(dialog(page).getByRole('status')).toHaveText('5 selected. Maximum of 5 files');
});

test('typing and Backspace only edit the search; results show their folder after the debounce', async ({page}) => {
  await hero(page).getByRole('button', {name: 'Choose from documents'}).press('Enter');
  const search = dialog(page).getByRole('searchbox', {name: 'Search documents'});
  await page.keyboard.type('payslipx');
  await page.keyboard.press('Backspace');
  await expect(search).toHaveValue('payslip');
  await expect(search).toBeFocused();
  await expect(grid(page)).toHaveAttribute('aria-label', 'Search results for payslip');
  await expect(grid(page).getByRole('row')).toHaveCount(3);
  await expect(row(page, 'Payslip March 2026.pdf')).toHaveAccessibleName(
    'Payslip March 2026.pdf PDF, in Finance / Payslips',
  );
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(search).toHaveValue('paysl');
  await expect(grid(page).getByRole('row')).toHaveCount(3);
});

test('Escape closes the dialog without changes and returns focus to the trigger', async ({page}) => {
  const trigger = hero(page).getByRole('button', {name: 'Choose from documents'});
  await trigger.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(hero(page).locator('output')).toHaveText('null');
});

test('multiple: selection persists across folders, unavailable files cannot be chosen, onChange gets the array', async ({
  page,
}) => {
  await multiple(page).getByRole('button', {name: 'Choose from documents'}).press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-multiselectable', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Contracts')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in Contracts');
  await page.keyboard.press('ArrowDown');
  const draft = row(page, 'Contract draft (unsigned).docx');
  await expect(draft).toBeFocused();
  await expect(draft).toContainText('PDF only');
  await page.keyboard.press('Space');
  await expect(draft).not.toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'Employment contract 2026.pdf')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(row(page, 'Contracts')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Code of conduct.docx')).toBeFocused();
  await page.keyboard.press('End');
  await expect(row(page, 'Travel policy.pdf')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog(page).getByRole('status')).toHaveText('2 selected');
  // Back in Contracts, the file chosen there is still selected.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(row(page, 'Policies')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Employment contract 2026.pdf')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog(page).getByRole('status')).toHaveText('2 selected');
  await dialog(page).getByRole('button', {name: 'Attach'}).click();
  await expect(multiple(page).locator('output')).toHaveText('["doc-contract-2026","doc-policy-travel"]');

  await multiple(page).getByRole('button', {name: 'Remove Employment contract 2026.pdf'}).press('Enter');
  await expect(multiple(page).locator('output')).toHaveText('["doc-policy-travel"]');
  await expect(multiple(page).getByRole('button', {name: 'Remove Travel policy.pdf'})).toBeFocused();
});
