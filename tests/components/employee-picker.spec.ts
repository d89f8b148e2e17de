import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * EmployeePicker (Typeahead over the @bui/demo directory): loading, results
 * from the fixture, late answers dropped, chips and Backspace, no network.
 */
const route = '/docs/components/employee-picker';
const test = testOnOneLoad(route);

const hero = (page: Page) => preview(page, 'EmployeePicker', 'Hero');
const approver = (page: Page) => hero(page).getByRole('combobox', {name: /Approver/});
const list = (page: Page, name: RegExp) => page.getByRole('listbox', {name});

test('typing shows searching, then people from the directory with name, job title and department', async ({page}) => {
  const origin = new URL(page.url()).origin;
  const leaving: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) leaving.push(request.url());
  });
  const input = approver(page);
  await expect(input).toHaveAttribute('role', 'combobox');
  await input.pressSequentially('vries', {delay: 20});
  await expect(list(page, /Approver/)).toContainText('Searching…');
  const option = list(page, /Approver/).getByRole('option', {name: 'Anouk Bakker'});
  await expect(option).toHaveCount(0);
  const results = list(page, /Approver/).locator('[role="option"][data-key]');
  // "vries" matches only Anna de Vries, who is the current user and excluded.
  await expect(list(page, /Approver/)).toContainText("No matches for 'vries'");
  await expect(results).toHaveCount(0);
  await input.fill('ana');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toHaveAccessibleName('Ana López, Recruiter, People');
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await results.first().getAttribute('id'))!);
  await input.press('Enter');
  await expect(input).toHaveValue('Ana López');
  await expect(hero(page).locator('output')).toHaveText('emp-004');
  expect(leaving, 'requests that left the site').toEqual([]);
});

test.describe(() => {
  // It expects the Hero with nobody chosen, and the test above chooses Ana López.
  test.use({ownLoad: true});
  test('no person is chosen by typing and closing; Escape closes', async ({page}) => {
    const input = approver(page);
    await input.fill('bram');
    await expect(list(page, /Approver/).locator('[role="option"][data-key]')).toHaveCount(1);
    await input.press('Escape');
    await expect(list(page, /Approver/)).toHaveCount(0);
    await expect(input).toHaveValue('');
    await expect(hero(page).locator('output')).toHaveText('(nothing yet)');
  });
});

test('an answer that arrives after a newer one is dropped: the list shows the last query', async ({page}) => {
  const example = preview(page, 'EmployeePicker', 'OutOfOrder');
  const input = example.getByRole('combobox', {name: /Reviewer/});
  // "an" is searched (2 s) after the 300 ms debounce; "ann" starts later and answers in 300 ms.
  await input.pressSequentially('an');
  await page.waitForTimeout(500);
  await input.press('n');
  const answers = example.locator('output');
  await expect(answers).toHaveText(/^"ann": 2 people$/);
  const options = list(page, /Reviewer/).locator('[role="option"][data-key]');
  await expect(options).toHaveText([/^Anna de Vries/, /^Annika Lindqvist/]);
  // The late answer for "an" does arrive, after the one for "ann"…
  await expect(answers).toHaveText(/^"ann": 2 people, "an": \d+ people$/, {timeout: 4000});
  // …and is not shown.
  await expect(options).toHaveText([/^Anna de Vries/, /^Annika Lindqvist/]);
  await expect(input).toHaveValue('ann');
});

test('multiple: chips for chosen people; one Backspace removes the last and announces it', async ({page}) => {
  const example = preview(page, 'EmployeePicker', 'Multiple');
  const input = example.getByRole('combobox', {name: /Attendees/});
  const results = list(page, /Attendees/).locator('[role="option"][data-key]');
  // Retried: text typed in the instant the example hydrates can be lost.
  await expect(async () => {
    await input.fill('bram');
    await expect(results).toHaveCount(1, {timeout: 3000});
  }).toPass();
  await input.press('ArrowDown');
  await input.press('Enter');
  await input.fill('grace');
  await expect(results).toHaveCount(1);
  await input.press('ArrowDown');
  await input.press('Enter');
  const chips = example.locator('[role="grid"] [role="row"]');
  await expect(chips).toHaveText(['Bram Jansen', 'Grace Okafor']);
  await expect(example.locator('output')).toHaveText('["emp-006","emp-016"]');
  await expect(input).toHaveValue('');
  await input.press('Escape');
  await input.press('Backspace');
  await expect(chips).toHaveText(['Bram Jansen']);
  await expect(example.locator('[role="status"]').filter({hasText: /removed/})).toHaveText('Grace Okafor removed');
  await expect(example.locator('output')).toHaveText('["emp-006"]');
  await expect(input).toBeFocused();
});
