import type {Page} from '@playwright/test';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {preview} from './examples';

/**
 * Select (react-aria Select + Button + Popover + ListBox): opening keys,
 * typeahead, Escape and Tab, disabled options, multiple, states.
 */
const route = '/docs/components/select';

test.beforeEach(async ({page}) => {
  await openHydrated(page, route);
});

const hero = (page: Page) => preview(page, 'Select', 'Hero');
const trigger = (page: Page) => hero(page).getByRole('button', {name: /Absence type/});
const listbox = (page: Page) => page.getByRole('listbox', {name: /Absence type/});

test('the trigger is a button that opens a listbox, named by the label and described by the hint', async ({page}) => {
  const button = trigger(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName(/^Choose a type Absence type/);
  await expect(button).toHaveAccessibleDescription('Sick leave is reported to your manager, not requested');
});

for (const key of ['Enter', 'Space', 'ArrowDown']) {
  test(`${key} opens the list with focus on the first option`, async ({page}) => {
    await trigger(page).focus();
    await page.keyboard.press(key);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(page).getByRole('option', {name: 'Paid leave', exact: true})).toBeFocused();
  });
}

test('arrows skip the disabled option; Enter chooses, closes and returns focus; onChange gets the value', async ({
  page,
}) => {
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  const study = listbox(page).getByRole('option', {name: 'Study leave (not in your contract)'});
  await expect(study).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(listbox(page).getByRole('option', {name: 'Parental leave'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(listbox(page).getByRole('option', {name: 'Sick leave'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox(page)).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  await expect(trigger(page)).toHaveAccessibleName(/^Sick leave Absence type/);
  await expect(hero(page).locator('output')).toHaveText('sick');
});

test('typed letters jump to an option in the open list, and choose directly on the closed trigger', async ({page}) => {
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('par');
  await expect(listbox(page).getByRole('option', {name: 'Parental leave'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(hero(page).locator('output')).toHaveText('(nothing yet)');

  // A pause of a second starts a new search.
  await page.waitForTimeout(1100);
  await page.keyboard.type('u');
  await expect(hero(page).locator('output')).toHaveText('unpaid');
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes without a change and returns focus to the trigger', async ({page}) => {
  await trigger(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
  await expect(hero(page).locator('output')).toHaveText('(nothing yet)');
});

test('Tab with the list open keeps focus in the list and chooses nothing (react-aria, unlike the APG example)', async ({
  page,
}) => {
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  const unpaid = listbox(page).getByRole('option', {name: 'Unpaid leave'});
  await expect(unpaid).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(unpaid).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(unpaid).toBeFocused();
  await expect(hero(page).locator('output')).toHaveText('(nothing yet)');
  await page.keyboard.press('Escape');
  await expect(trigger(page)).toBeFocused();
});

test('Arrow up opens the list on the last option', async ({page}) => {
  await trigger(page).focus();
  await page.keyboard.press('ArrowUp');
  await expect(listbox(page).getByRole('option', {name: 'Sick leave'})).toBeFocused();
});

test('multiple: the list stays open, options toggle, onChange receives the array', async ({page}) => {
  const example = preview(page, 'Select', 'Multiple');
  await example.getByRole('button', {name: /Teams in this report/}).click();
  const list = page.getByRole('listbox', {name: /Teams in this report/});
  await expect(list).toHaveAttribute('aria-multiselectable', 'true');
  await expect(list.getByRole('option', {name: 'Finance'})).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(example.locator('output')).toHaveText('["finance","people"]');
  await expect(list).toBeVisible();
  await list.getByRole('option', {name: 'Finance'}).click();
  await expect(example.locator('output')).toHaveText('["people"]');
  await page.keyboard.press('Escape');
  await expect(example.getByRole('button', {name: /Teams in this report/})).toHaveAccessibleName(/^People/);
});

test('items: options rendered from data behave like children; onChange gets the item id', async ({page}) => {
  const example = preview(page, 'Select', 'Items');
  await example.getByRole('button', {name: /Team/}).click();
  const list = page.getByRole('listbox', {name: /Team/});
  await expect(list.getByRole('option')).toHaveText(['Finance', 'People', 'Sales']);
  await list.getByRole('option', {name: 'Sales'}).click();
  await expect(example.locator('output')).toHaveText('sales');
});

test('disabled is not focusable; an error describes the trigger until a choice; no options says so', async ({page}) => {
  const disabled = preview(page, 'Select', 'Disabled').getByRole('button', {name: /Contract type/});
  await expect(disabled).toBeDisabled();
  await disabled.focus();
  await expect(disabled).not.toBeFocused();

  const example = preview(page, 'Select', 'Error');
  const button = example.getByRole('button', {name: /Team/});
  await expect(button).toHaveAccessibleDescription('Choose the team this person joins');
  await expect(example.locator('svg[data-icon="danger"]')).toHaveCount(1);
  await button.click();
  await page.getByRole('option', {name: 'People'}).click();
  await expect(example.getByText('Choose the team this person joins')).toHaveCount(0);

  await preview(page, 'Select', 'Empty')
    .getByRole('button', {name: /Cost centre/})
    .click();
  await expect(page.getByRole('listbox', {name: /Cost centre/})).toHaveText('No options available');
});
