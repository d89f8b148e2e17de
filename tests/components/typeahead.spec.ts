import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * Typeahead (react-aria ComboBox + Input + Popover + ListBox, Tag.Group chips):
 * the combobox pattern with aria-activedescendant, no automatic selection,
 * Escape, Enter, and chips removed with one Backspace.
 */
const route = '/docs/components/typeahead';
const test = testOnOneLoad(route);

const hero = (page: Page) => preview(page, 'Typeahead', 'Hero');
const office = (page: Page) => hero(page).getByRole('combobox', {name: /Office/});
const officeList = (page: Page) => page.getByRole('listbox', {name: /Office/});

test('the field is a combobox whose aria-controls names the open listbox', async ({page}) => {
  const input = office(page);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveAttribute('aria-autocomplete', 'list');
  await input.fill('ma');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const listId = await officeList(page).getAttribute('id');
  expect(listId).toBeTruthy();
  await expect(input).toHaveAttribute('aria-controls', listId!);
  // Start of any word, accents ignored: Madrid, Málaga; not "Amsterdam".
  await expect(officeList(page).getByRole('option')).toHaveText([/^Madrid/, /^Málaga/]);
});

test('ArrowDown and ArrowUp move aria-activedescendant while DOM focus stays in the input', async ({page}) => {
  const input = office(page);
  const options = officeList(page).locator('[role="option"][data-key]');
  await input.fill('m');
  await expect(options).toHaveText([/^Madrid/, /^Málaga/, /^Milan/]);
  await expect(input).not.toHaveAttribute('aria-activedescendant', /.+/);
  await input.press('ArrowDown');
  const first = await options.nth(0).getAttribute('id');
  await expect(input).toHaveAttribute('aria-activedescendant', first!);
  await input.press('ArrowDown');
  const second = await options.nth(1).getAttribute('id');
  await expect(input).toHaveAttribute('aria-activedescendant', second!);
  await input.press('ArrowUp');
  await expect(input).toHaveAttribute('aria-activedescendant', first!);
  await expect(input).toBeFocused();
});

test("the number of results is announced once, by react-aria's combobox, not again by the field's status region", async ({
  page,
}) => {
  const input = office(page);
  await input.fill('m');
  await expect(officeList(page).locator('[role="option"][data-key]')).toHaveCount(3);
  await expect(page.locator('[data-live-announcer]')).toContainText('3 options available');
  await expect(hero(page).locator('[role="status"]')).toHaveText('');
  await input.fill('mx');
  await expect(hero(page).locator('[role="status"]')).toHaveText("No matches for 'mx'");
  await input.fill('');
});

test('nothing is chosen automatically: typing and leaving keeps no value', async ({page}) => {
  const input = office(page);
  await input.fill('lon');
  await expect(officeList(page).getByRole('option')).toHaveText([/^London/]);
  await page.keyboard.press('Tab');
  await expect(officeList(page)).toHaveCount(0);
  await expect(input).toHaveValue('');
  await expect(hero(page).locator('output')).toHaveText('(nothing yet)');
});

test('Enter with nothing highlighted closes without choosing; Enter on a highlighted option chooses it', async ({
  page,
}) => {
  const input = office(page);
  await input.fill('lon');
  await input.press('Enter');
  await expect(officeList(page)).toHaveCount(0);
  await expect(hero(page).locator('output')).toHaveText('(nothing yet)');
  await input.fill('lon');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(officeList(page)).toHaveCount(0);
  await expect(input).toHaveValue('London');
  await expect(input).toBeFocused();
  await expect(hero(page).locator('output')).toHaveText('lon');
});

test('Escape closes the list and puts back the last chosen value', async ({page}) => {
  const input = office(page);
  await input.fill('par');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue('Paris');
  await input.fill('vie');
  await expect(officeList(page)).toBeVisible();
  await input.press('Escape');
  await expect(officeList(page)).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue('Paris');
  await expect(hero(page).locator('output')).toHaveText('par');
});

test.describe('multiple', () => {
  const multiple = (page: Page) => preview(page, 'Typeahead', 'Multiple');
  const skills = (page: Page) => multiple(page).getByRole('combobox', {name: /Skills/});
  const chips = (page: Page) => multiple(page).locator('[role="grid"] [role="row"]');

  test('choosing adds a chip and keeps the list open with the query cleared', async ({page}) => {
    await expect(chips(page)).toHaveText(['Python', 'SQL']);
    const input = skills(page);
    await input.fill('typ');
    // The list filters as the query changes: wait for it before moving into it.
    await expect(page.getByRole('listbox').getByRole('option', {name: /TypeScript/})).toBeVisible();
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    await input.press('Enter');
    await expect(chips(page)).toHaveText(['Python', 'SQL', 'TypeScript']);
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(multiple(page).locator('output')).toHaveText('["python","sql","typescript"]');
  });

  test.describe(() => {
    // They read the chips and the status region as loaded; the tests above add a chip, remove one and announce it.
    test.use({ownLoad: true});
    test('one Backspace in the empty input removes the last chip and announces it', async ({page}) => {
      const input = skills(page);
      const status = multiple(page)
        .locator('[role="status"]')
        .filter({hasText: /removed/});
      await input.focus();
      await input.press('Backspace');
      await expect(chips(page)).toHaveText(['Python']);
      await expect(status).toHaveText('SQL removed');
      await expect(input).toBeFocused();
      await expect(multiple(page).locator('output')).toHaveText('["python"]');
      // Backspace with text in the input edits the text only.
      await input.fill('ja');
      await input.press('Backspace');
      await expect(input).toHaveValue('j');
      await expect(chips(page)).toHaveText(['Python']);
    });

    test('the status region exists before it speaks', async ({page}) => {
      const regions = multiple(page).locator('[role="status"]');
      await expect(regions.first()).toBeAttached();
      await expect(regions.first()).toHaveText('');
    });
  });
});

test('a remote source searches after the debounce and shows the answer', async ({page}) => {
  const remote = preview(page, 'Typeahead', 'Remote');
  const input = remote.getByRole('combobox', {name: /Cost centre/});
  await input.fill('4');
  await expect(page.getByRole('listbox', {name: /Cost centre/})).toContainText('Type at least 2 characters');
  await input.fill('41');
  const options = page.getByRole('listbox', {name: /Cost centre/}).locator('[role="option"][data-key]');
  await expect(options).toHaveText([/^Marketing Benelux/, /^Marketing DACH/, /^Marketing Iberia/]);
});
