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

// FIXME(files): focus is not placed in the list after a folder change (Enter into a folder, Alt+ArrowUp),
// so keyboard-only navigation across folders fails here; reported to the lead, not yet fixed.
test.fixme('arrows move through rows, Enter opens a folder, Alt+ArrowUp goes back, Space selects, Attach reports the id', async ({
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
  // Focus after opening a folder is not placed on its first row yet (see the report).
  await row(page, 'Contracts').focus();
  await page.keyboard.press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in Contracts');

  await page.keyboard.press('Alt+ArrowUp');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in HR');
  await expect(row(page, 'Contracts')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'Policies')).toBeFocused();
  await page.keyboard.press('Enter');
  const travel = row(page, 'Travel policy.pdf');
  await travel.focus();
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

// FIXME(files): same cause as above (focus after a folder change).
test.fixme('multiple: selection persists across folders, unavailable files cannot be chosen, onChange gets the array', async ({
  page,
}) => {
  await multiple(page).getByRole('button', {name: 'Choose from documents'}).press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-multiselectable', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Focus after opening a folder is not placed on its first row yet (see the report).
  await row(page, 'Contracts').focus();
  await page.keyboard.press('Enter');
  await expect(grid(page)).toHaveAttribute('aria-label', 'Documents in Contracts');
  const draft = row(page, 'Contract draft (unsigned).docx');
  await expect(draft).toContainText('PDF only');
  await draft.focus();
  await page.keyboard.press('Space');
  await expect(draft).not.toHaveAttribute('aria-selected', 'true');
  await row(page, 'Employment contract 2026.pdf').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await row(page, 'Travel policy.pdf').focus();
  await page.keyboard.press('Space');
  await expect(dialog(page).getByRole('status')).toHaveText('2 selected');
  await dialog(page).getByRole('button', {name: 'Attach'}).click();
  await expect(multiple(page).locator('output')).toHaveText('["doc-contract-2026","doc-policy-travel"]');

  await multiple(page).getByRole('button', {name: 'Remove Employment contract 2026.pdf'}).press('Enter');
  await expect(multiple(page).locator('output')).toHaveText('["doc-policy-travel"]');
  await expect(multiple(page).getByRole('button', {name: 'Remove Travel policy.pdf'})).toBeFocused();
});
