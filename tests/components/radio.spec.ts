import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/** Radio and Radio.Group (react-aria RadioGroup): the WAI-ARIA radio group pattern. */
const route = '/docs/components/radio';
const test = testOnOneLoad(route);

const hero = (page: Page) => preview(page, 'Radio', 'Hero');

test('the group is a named radiogroup; an option is named by its text and described by its description', async ({
  page,
}) => {
  const group = hero(page).getByRole('radiogroup', {name: 'What type of contract is it?'});
  await expect(group).toHaveAttribute('aria-required', 'true');
  await expect(group.getByRole('radio')).toHaveCount(3);
  const fixed = group.getByRole('radio', {name: 'Fixed term'});
  await expect(fixed).toHaveAccessibleName('Fixed term');
  await expect(fixed).toHaveAccessibleDescription('Needs an end date');
});

test('one tab stop; arrows move and select, wrapping at both ends; onChange receives the value', async ({page}) => {
  const example = hero(page);
  const group = example.getByRole('radiogroup');
  const radios = example.getByRole('radio');
  const output = example.locator('output');
  await expect(output).toHaveText('(nothing yet)');

  await radios.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(radios.nth(0)).toBeChecked();
  await expect(output).toHaveText('permanent');

  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.nth(1)).toBeChecked();
  await expect(output).toHaveText('fixed-term');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(0)).toBeChecked();
  await expect(output).toHaveText('permanent');

  await page.keyboard.press('ArrowUp');
  await expect(radios.nth(2)).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(radios.nth(1)).toBeChecked();

  // The group is one tab stop: Tab leaves it, Shift + Tab comes back to the checked radio.
  await page.keyboard.press('Tab');
  await expect(group.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(radios.nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(group.locator(':focus')).toHaveCount(0);
});

test('a disabled option is skipped by the arrows; a disabled group cannot be focused', async ({page}) => {
  const radios = preview(page, 'Radio', 'DisabledOption').getByRole('radio');
  await expect(radios.nth(1)).toBeDisabled();
  await radios.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(2)).toBeFocused();
  await expect(radios.nth(2)).toBeChecked();

  const group = preview(page, 'Radio', 'Disabled').getByRole('radiogroup', {name: 'Pay frequency'});
  await expect(group.getByRole('radio', {name: 'Monthly'})).toBeDisabled();
  await group.getByRole('radio', {name: 'Monthly'}).focus();
  await expect(group.getByRole('radio', {name: 'Monthly'})).not.toBeFocused();
});

test('read-only keeps the answer focusable but fixed', async ({page}) => {
  const radios = preview(page, 'Radio', 'ReadOnly').getByRole('radio');
  await radios.nth(1).focus();
  await expect(radios.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(2)).not.toBeChecked();
});

test('error: set on the group, read with every option, cleared by a choice; the horizontal group says so', async ({
  page,
}) => {
  const example = preview(page, 'Radio', 'Error');
  const group = example.getByRole('radiogroup');
  const message = 'Choose a contract type';
  await expect(group).toHaveAttribute('aria-invalid', 'true');
  await expect(example.getByText(message)).toBeVisible();
  await expect(example.locator('svg[data-icon="danger"]')).toHaveCount(1);
  await expect(group.getByRole('radio', {name: 'Freelance'})).toHaveAccessibleDescription(message);
  await group.getByText('Freelance').click();
  await expect(example.getByText(message)).toHaveCount(0);
  await expect(group).not.toHaveAttribute('aria-invalid', 'true');

  await expect(preview(page, 'Radio', 'Horizontal').getByRole('radiogroup')).toHaveAttribute(
    'aria-orientation',
    'horizontal',
  );
});
