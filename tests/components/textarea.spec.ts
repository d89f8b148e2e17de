import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/** Textarea (react-aria TextField + TextArea): rows, growth, the counter, the shortcut, states. */
const route = '/docs/components/textarea';
const test = testOnOneLoad(route);

test('a labelled multi-line field; Enter inserts a new line and never submits', async ({page}) => {
  const field = preview(page, 'Textarea', 'Hero').getByRole('textbox', {name: 'Reason for rejecting'});
  await expect(field).toHaveAccessibleDescription('Ana will see this message. Up to 500 characters.');
  await expect(field).toHaveAttribute('aria-required', 'true');
  await expect(field).toHaveAttribute('rows', '3');
  await field.pressSequentially('First line');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second line');
  await expect(field).toHaveValue('First line\nSecond line');
});

test('rows sets the height, and the least it can be dragged to', async ({page}) => {
  const three = preview(page, 'Textarea', 'Hero').getByRole('textbox');
  const six = preview(page, 'Textarea', 'Rows').getByRole('textbox', {name: 'Handover notes (optional)'});
  await expect(six).toHaveAttribute('rows', '6');
  const [small, tall] = [await three.boundingBox(), await six.boundingBox()];
  // 3 more lines of 24 px text.
  expect(Math.round(tall!.height - small!.height)).toBe(72);
  const minimum = await six.evaluate((element) => getComputedStyle(element).minHeight);
  expect(minimum).toBe(`${Math.round(tall!.height)}px`);
});

test('autoGrow grows line by line up to maxRows, then scrolls', async ({page}) => {
  const example = preview(page, 'Textarea', 'AutoGrow');
  const field = example.getByRole('textbox', {name: 'Note for your manager (optional)'});
  const start = (await field.boundingBox())!.height;
  await field.pressSequentially('1\n2\n3\n4');
  await expect(example.locator('output')).toHaveText('4');
  await expect.poll(async () => Math.round((await field.boundingBox())!.height - start)).toBe(24);
  await field.pressSequentially('\n5\n6\n7\n8\n9');
  // Six lines at most: 3 lines more than the 3 it started with.
  await expect.poll(async () => Math.round((await field.boundingBox())!.height - start)).toBe(72);
  expect(await field.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
});

test('maxLength: a paste that runs over is cut, shown and announced at once; onChange gets the cut text', async ({
  page,
}) => {
  const example = preview(page, 'Textarea', 'CharacterLimit');
  const field = example.getByRole('textbox', {name: 'Payroll note (optional)'});
  // The field's own live region (an example's <output> is a status too).
  const status = example.locator('[role="status"]');
  await expect(status).toHaveText('');
  // The starting text is 50 of 60: the counter shows, but nothing was typed, so nothing is said.
  await expect(example.getByText('50/60')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(status).toHaveText('');

  // End would stop at the end of the wrapped line; Ctrl + End goes to the end of the text.
  await field.press('Control+End');
  await page.keyboard.insertText('and again on Saturday for the inventory.');
  await expect(field).toHaveValue('Worked the late shift on Friday to cover for Sam; and again ');
  await expect(example.locator('output')).toHaveText('60');
  await expect(status).toHaveText('Your text was shortened to 60 characters');
  await expect(example.getByText('60/60')).toBeVisible();

  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(status).toHaveText('2 characters left', {timeout: 3000});
});

test('submitOnModEnter: Ctrl + Enter submits the form; plain Enter stays a new line', async ({page}) => {
  const example = preview(page, 'Textarea', 'SubmitShortcut');
  const field = example.getByRole('textbox', {name: 'Comment on this expense (optional)'});
  await field.pressSequentially('Receipt attached');
  await page.keyboard.press('Enter');
  await expect(example.locator('output')).toHaveText('0');
  await page.keyboard.press('Control+Enter');
  await expect(example.locator('output')).toHaveText('1');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
});

test('disabled is skipped; read-only is focusable without a resize handle; errors mark the field invalid', async ({
  page,
}) => {
  const disabled = preview(page, 'Textarea', 'Disabled').getByRole('textbox');
  await expect(disabled).toBeDisabled();
  await disabled.focus();
  await expect(disabled).not.toBeFocused();

  const readOnly = preview(page, 'Textarea', 'ReadOnly').getByRole('textbox', {name: 'Reason given by Ana'});
  await readOnly.focus();
  await expect(readOnly).toBeFocused();
  await expect(readOnly).toHaveCSS('resize', 'none');

  const example = preview(page, 'Textarea', 'Error');
  const invalid = example.getByRole('textbox', {name: 'Reason for the request'});
  await expect(invalid).toHaveAttribute('aria-invalid', 'true');
  await expect(invalid).toHaveAccessibleDescription('Enter a reason so your manager can review the request');
  await invalid.pressSequentially('Moving house');
  await expect(invalid).not.toHaveAttribute('aria-invalid', 'true');
});
