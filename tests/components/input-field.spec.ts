import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * Input field (react-aria TextField / SearchField): the shared label, hint
 * and error, the types the page documents, the counter and its live region.
 */
const route = '/docs/components/input-field';
const test = testOnOneLoad(route);

test('label, hint and required state reach the input from the shared field layout', async ({page}) => {
  const field = preview(page, 'InputField', 'Hero').getByRole('textbox', {name: 'Work email'});
  await expect(field).toHaveAccessibleName('Work email');
  await expect(field).toHaveAccessibleDescription("We'll send the confirmation here");
  await expect(field).toHaveAttribute('aria-required', 'true');
  await expect(field).toHaveAttribute('type', 'email');
  await expect(field).toHaveAttribute('autocomplete', 'email');
  // BUI forms report errors themselves: no native required bubble.
  await expect(field).not.toHaveAttribute('required', /.*/);
});

test('a field without required says "(optional)" in its label, and so in its name', async ({page}) => {
  const field = preview(page, 'InputField', 'Phone').getByRole('textbox');
  await expect(field).toHaveAccessibleName('Phone number (optional)');
  await expect(field).toHaveAttribute('type', 'tel');
});

test('amounts: text with the decimal keyboard; onChange receives "12,50" as typed; the prefix describes the field', async ({
  page,
}) => {
  const example = preview(page, 'InputField', 'Amount');
  const field = example.getByRole('textbox', {name: 'Amount on the receipt'});
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveAttribute('inputmode', 'decimal');
  await expect(field).toHaveAccessibleDescription('For example 12,50 €');
  await field.pressSequentially('12,50');
  await expect(example.locator('output')).toHaveText('"12,50"');
});

test('error: aria-invalid, the message with the danger icon as the description, gone once the value is right', async ({
  page,
}) => {
  const example = preview(page, 'InputField', 'Error');
  const field = example.getByRole('textbox', {name: 'Work email'});
  const message = 'Enter an email address in the format name@company.com';
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(example.getByText(message)).toBeVisible();
  await expect(example.locator('svg[data-icon="danger"]')).toHaveCount(1);

  await field.press('End');
  await field.pressSequentially('example.com');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(example.getByText(message)).toHaveCount(0);
});

test('disabled is not focusable; read-only is focusable but cannot change', async ({page}) => {
  const disabled = preview(page, 'InputField', 'Disabled').getByRole('textbox', {name: 'Legal name'});
  await expect(disabled).toBeDisabled();
  await disabled.focus();
  await expect(disabled).not.toBeFocused();

  const readOnly = preview(page, 'InputField', 'ReadOnly').getByRole('textbox', {name: 'Employee number'});
  await readOnly.focus();
  await expect(readOnly).toBeFocused();
  await page.keyboard.type('123');
  await expect(readOnly).toHaveValue('EMP-20417');
  // Neither shows "(optional)": nobody can fill them in.
  await expect(readOnly).toHaveAccessibleName('Employee number');
  await expect(disabled).toHaveAccessibleName('Legal name');
});

test('password: the Show toggle is a pressed-state button that reveals the text', async ({page}) => {
  const example = preview(page, 'InputField', 'Password');
  const field = example.getByLabel('New password');
  const toggle = example.getByRole('button', {name: 'Show password'});
  await field.fill('correct horse');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await field.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveValue('correct horse');
});

test('search: Escape clears the value and onChange hears it; the clear button is named and not a tab stop', async ({
  page,
}) => {
  const example = preview(page, 'InputField', 'Search');
  const field = example.getByRole('searchbox', {name: 'Search employees'});
  await field.pressSequentially('ana');
  await expect(example.locator('output')).toHaveText('"ana"');
  const clear = example.getByRole('button', {name: 'Clear search'});
  await expect(clear).toBeVisible();
  await expect(clear).toHaveAttribute('tabindex', '-1');

  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await expect(example.locator('output')).toHaveText('(everyone)');
});

test('character limit: the counter, a refused keystroke at the limit, a cut paste, and a polite count after a pause', async ({
  page,
}) => {
  const example = preview(page, 'InputField', 'CharacterLimit');
  const field = example.getByRole('textbox', {name: 'Job title (optional)'});
  // The field's own live region (an example's <output> is a status too).
  const status = example.locator('[role="status"]');
  // The live region is in the page, empty, before anything is typed.
  await expect(status).toHaveCount(1);
  await expect(status).toHaveText('');
  await expect(example.getByText('32/40')).toBeVisible();

  await field.press('End');
  await page.keyboard.type('ialist');
  await expect(field).toHaveValue('Senior payroll and benefits specialist');
  // Typing does not speak at once; the remaining count comes once typing pauses.
  await expect(status).toHaveText('');
  await expect(status).toHaveText('2 characters left', {timeout: 3000});

  await page.keyboard.type('abc');
  await expect(field).toHaveValue('Senior payroll and benefits specialistab');
  await expect(example.getByText('40/40')).toBeVisible();

  await field.fill('');
  await page.keyboard.insertText('A title pasted from somewhere that is far too long');
  await expect(field).toHaveValue('A title pasted from somewhere that is fa');
  await expect(status).toHaveText('Your text was shortened to 40 characters');
  await expect(example.getByText('Your text was shortened to 40 characters', {exact: true}).first()).toBeVisible();
});
