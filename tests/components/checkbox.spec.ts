import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The Checkbox page's live examples (src/bui/Checkbox): react-aria's CheckboxField, CheckboxButton and CheckboxGroup. */
const route = '/docs/components/checkbox';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/Checkbox/examples/${name}.tsx`);

test('a lone checkbox: Space toggles it and onChange receives true or false; Enter does not toggle', async ({page}) => {
  const preview = example(page, 'Hero');
  const box = preview.getByRole('checkbox', {name: 'I confirm these hours are correct'});
  await expect(box).not.toBeChecked();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(preview.locator('output')).toHaveText('Confirmed: yes');
  await page.keyboard.press('Enter');
  await expect(box).toBeChecked();
  await preview.getByText('I confirm these hours are correct').click();
  await expect(box).not.toBeChecked();
  await expect(preview.locator('output')).toHaveText('Confirmed: no');
});

test('a group is named by its label, described by its hint, and its value is the list of ticked ids', async ({
  page,
}) => {
  const preview = example(page, 'Group');
  const group = preview.getByRole('group', {name: 'Which days do you work?'});
  await expect(group).toHaveAccessibleDescription('Used to calculate your holiday allowance');
  const output = preview.locator('output');
  await expect(output).toHaveText('value: ["mon","tue"]');
  await group.getByText('Wednesday').click();
  await expect(output).toHaveText('value: ["mon","tue","wed"]');
  const monday = group.getByRole('checkbox', {name: 'Monday'});
  await monday.focus();
  await page.keyboard.press('Space');
  await expect(output).toHaveText('value: ["tue","wed"]');
  // Each checkbox is its own tab stop.
  await page.keyboard.press('Tab');
  await expect(group.getByRole('checkbox', {name: 'Tuesday'})).toBeFocused();
});

test('indeterminate: the parent is mixed while some children are ticked; pressing it selects all, then none', async ({
  page,
}) => {
  const preview = example(page, 'Indeterminate');
  const parent = preview.getByRole('checkbox', {name: 'All channels'});
  const children = preview.getByRole('group', {name: /Channels/}).getByRole('checkbox');
  await expect(parent).toBeChecked({indeterminate: true});
  await parent.focus();
  await page.keyboard.press('Space');
  await expect(parent).toBeChecked();
  await expect(parent).not.toBeChecked({indeterminate: true});
  for (const child of await children.all()) await expect(child).toBeChecked();
  await page.keyboard.press('Space');
  for (const child of await children.all()) await expect(child).not.toBeChecked();
  await preview.getByText('Push notifications').click();
  await expect(parent).toBeChecked({indeterminate: true});
});

test('errors: the message is shown, linked to the control and marks it invalid', async ({page}) => {
  const preview = example(page, 'Errors');
  const box = preview.getByRole('checkbox', {name: 'I confirm these hours are correct'});
  const group = preview.getByRole('group', {name: /Why are you leaving\?/});
  await expect(box).not.toHaveAttribute('aria-invalid');
  await preview.getByRole('button', {name: 'Send resignation'}).click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('Confirm the hours to continue');
  await expect(preview.getByText('Confirm the hours to continue')).toBeVisible();
  await expect(group).toHaveAccessibleDescription(/Choose at least one reason/);
  // Readers press the visible box or text; the native input itself is visually hidden.
  await preview.getByText('I confirm these hours are correct').click();
  await group.getByText('Moving away').click();
  await expect(box).not.toHaveAttribute('aria-invalid');
  await expect(preview.getByText('Choose at least one reason')).toHaveCount(0);
});

test('disabled is skipped by Tab; read-only is focusable but does not change; hideLabel keeps the name', async ({
  page,
}) => {
  const preview = example(page, 'States');
  const disabled = preview.getByRole('checkbox', {name: 'Share my calendar with the team'});
  const readOnly = preview.getByRole('checkbox', {name: 'Contract signed'});
  await expect(disabled).toBeDisabled();
  await expect(disabled).toHaveAccessibleDescription('Your company admin manages this setting.');
  await readOnly.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(disabled).not.toBeFocused();
  expect(await preview.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Tab');
  await expect(readOnly).toBeFocused();
  await page.keyboard.press('Space');
  await expect(readOnly).toBeChecked();
  await expect(preview.getByRole('checkbox', {name: 'Select Ana López'})).toBeVisible();
  await expect(preview.getByText('Select Ana López')).not.toBeInViewport();
});
