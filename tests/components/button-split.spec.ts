import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The Button split page's live examples (src/bui/ButtonSplit): BUI's Button plus react-aria's menu button. */
const route = '/docs/components/button-split';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/ButtonSplit/examples/${name}.tsx`);
const focused = (page: Page) => page.locator(':focus');

test('two buttons in a group named by the main action; the main half runs at once', async ({page}) => {
  const preview = example(page, 'Hero');
  const group = preview.getByRole('group', {name: 'Send payslips'});
  const trigger = group.getByRole('button', {name: 'More send options'});
  await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await group.getByRole('button', {name: 'Send payslips'}).click();
  await expect(preview.locator('output')).toHaveText('Sent now');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('Enter, Space and Arrow down open the menu on the first item; Arrow up on the last', async ({page}) => {
  const trigger = example(page, 'Hero').getByRole('button', {name: 'More send options'});
  for (const key of ['Enter', 'Space', 'ArrowDown']) {
    await trigger.focus();
    await page.keyboard.press(key);
    await expect(page.getByRole('menu', {name: 'More send options'})).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(focused(page)).toHaveAccessibleName('Schedule send');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }
  await page.keyboard.press('ArrowUp');
  await expect(focused(page)).toHaveAccessibleName('Send test to me');
});

test('arrows move through the items and wrap; Enter runs one, closes the menu and returns focus', async ({page}) => {
  const preview = example(page, 'Hero');
  const trigger = preview.getByRole('button', {name: 'More send options'});
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  const schedule = page.getByRole('menuitem', {name: 'Schedule send'});
  await expect(schedule).toBeFocused();
  await expect(schedule).toHaveAccessibleDescription('Choose a date and time');
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName('Send test to me');
  await page.keyboard.press('ArrowDown');
  await expect(schedule).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(preview.locator('output')).toHaveText('Test sent to you');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('typing letters jumps to the matching item', async ({page}) => {
  const preview = example(page, 'Toolbar');
  await preview.getByRole('button', {name: 'More export options'}).focus();
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAccessibleName('Export to Excel');
  await page.keyboard.type('Export to J');
  await expect(focused(page)).toHaveAccessibleName('Export to JSON');
  await page.keyboard.press('Enter');
  await expect(preview.locator('output')).toHaveText('Exporting as JSON');
});

test('a disabled item stays focusable with aria-disabled and does nothing', async ({page}) => {
  await example(page, 'DisabledItem').getByRole('button', {name: 'More save options'}).focus();
  await page.keyboard.press('ArrowUp');
  const draft = page.getByRole('menuitem', {name: 'Save as draft'});
  await expect(draft).toBeFocused();
  await expect(draft).toHaveAttribute('aria-disabled', 'true');
  await expect(draft).toHaveAccessibleDescription('Drafts are off for this form');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName('Save and add another');
});

test('disabled halves stay focusable and do nothing; loading blocks the menu until it ends', async ({page}) => {
  const preview = example(page, 'States');
  const approve = preview.getByRole('group', {name: 'Approve all'});
  for (const name of ['Approve all', 'More approval options']) {
    const button = approve.getByRole('button', {name});
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.focus();
    await expect(button).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu')).toHaveCount(0);

  const duplicate = preview.getByRole('group', {name: 'Duplicate'});
  await expect(duplicate.getByRole('button', {name: 'Duplicate', exact: true})).not.toHaveAttribute('aria-disabled');
  await expect(duplicate.getByRole('button', {name: 'More duplicate options'})).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const reminders = preview.getByRole('group', {name: 'Send reminders'});
  await reminders.getByRole('button', {name: 'Send reminders'}).click();
  await expect(reminders.getByRole('button', {name: /Send reminders/}).first()).toHaveAttribute('aria-busy', 'true');
  const menuButton = reminders.getByRole('button', {name: 'More reminder options'});
  await expect(menuButton).toHaveAttribute('aria-disabled', 'true');
  await expect(menuButton).not.toHaveAttribute('aria-disabled', {timeout: 5000});
});
