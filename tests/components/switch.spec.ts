import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The Switch page's live examples (src/bui/Switch): react-aria's SwitchField and SwitchButton. */
const route = '/docs/components/switch';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/Switch/examples/${name}.tsx`);

test('a switch reports its state; Space flips it and onChange receives the new boolean; Enter does not', async ({
  page,
}) => {
  const preview = example(page, 'Hero');
  const toggle = preview.getByRole('switch', {name: 'Show weekends'});
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(preview.locator('output')).toHaveText('Weekends are shown');
  await page.keyboard.press('Enter');
  await expect(toggle).toBeChecked();
  await preview.getByText('Show weekends').click();
  await expect(toggle).not.toBeChecked();
  await expect(preview.locator('output')).toHaveText('Weekends are hidden');
});

test('descriptions describe the switch; a disabled switch is skipped by Tab', async ({page}) => {
  const preview = example(page, 'Settings');
  const email = preview.getByRole('switch', {name: 'Email me when a request is approved'});
  await expect(email).toHaveAccessibleDescription('Sent to your work email address');
  const reminders = preview.getByRole('switch', {name: 'Remind me of unsubmitted hours'});
  const twoStep = preview.getByRole('switch', {name: 'Two-step sign-in'});
  await expect(twoStep).toBeDisabled();
  await reminders.focus();
  await page.keyboard.press('Tab');
  await expect(twoStep).not.toBeFocused();
});

test('labelPosition="start": the label comes first and the switches line up at the end', async ({page}) => {
  const preview = example(page, 'Settings');
  const label = (await preview.getByText('Email me when a request is approved').boundingBox())!;
  const tracks = preview.locator('label > span[aria-hidden="true"]');
  const track = (await tracks.first().boundingBox())!;
  expect(track.x).toBeGreaterThan(label.x + label.width);
  const ends = await tracks.evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().right)));
  expect(new Set(ends).size).toBe(1);
});

test('saving: read-only while loading; a failure switches it back and announces the error', async ({page}) => {
  const preview = example(page, 'Saving');
  const toggle = preview.getByRole('switch', {name: 'Approval emails'});
  // The live region is on the page, empty, before any error arrives.
  const region = preview.locator('[aria-live="polite"]');
  await expect(region).toHaveCount(1);
  await expect(region).toHaveText('');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(toggle).toHaveAttribute('aria-readonly', 'true');
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(region).toHaveText("Couldn't turn on approval emails. Check your connection and try again.", {
    timeout: 5000,
  });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).not.toHaveAttribute('aria-readonly');
  await expect(toggle).toHaveAttribute('aria-invalid', 'true');
  await expect(toggle).toHaveAccessibleDescription(/Couldn't turn on approval emails/);
  await expect(toggle).toBeFocused();
});
