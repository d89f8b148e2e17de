import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** Form and ErrorSummary (src/bui/Form, src/bui/ErrorSummary), shown live on the Forms pattern page. */
const preview = (page: Page, file: string): Locator => examplePreview(page, `src/bui/${file}.tsx`);

const test = testOnOneLoad('/docs/design-patterns/forms');

test('blur shows the field error only; a failed submit shows the summary, focuses it and links each field', async ({
  page,
}) => {
  const example = preview(page, 'Form/examples/LeaveRequest');
  const days = example.getByRole('textbox', {name: 'Days'});
  await days.focus();
  await page.keyboard.press('Tab');
  await expect(example.getByText('Enter how many days you need')).toBeVisible();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(example.getByRole('region', {name: /to continue/})).toHaveCount(0);

  await example.getByRole('button', {name: 'Send request'}).click();
  const summary = example.getByRole('region', {name: /errors? to continue$/});
  await expect(summary).toHaveAccessibleName('Fix 3 errors to continue');
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  await expect(links).toHaveText([
    'Choose the kind of leave',
    'Enter the first day of your leave',
    'Enter how many days you need',
  ]);

  await links.nth(2).click();
  await expect(days).toBeFocused();
  await page.keyboard.type('2,5');
  await expect(summary.getByRole('link')).toHaveCount(2);
  await expect(days).toBeFocused();

  await summary.getByRole('link', {name: 'Choose the kind of leave'}).click();
  await expect(example.getByRole('button', {name: /Kind of leave/})).toBeFocused();
});
