import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview, readLiveRegions, recordLiveRegions} from './examples';

/** Alerts on their page: live semantics (only danger interrupts), the spoken prefix, dismissing. */
const route = '/docs/components/alert';
const test = testOnOneLoad(route);

test('alerts on the page at load have no live role; the variant is spoken as a prefix', async ({page}) => {
  const variants = examplePreview(page, 'src/bui/Alert/examples/Variants.tsx');
  await expect(variants.locator('[role="alert"], [role="status"]')).toHaveCount(0);
  for (const prefix of ['Information:', 'Success:', 'Warning:', 'Error:']) {
    await expect(variants.getByText(prefix, {exact: true})).toBeAttached();
  }
  await expect(variants.getByText('Error:', {exact: true})).not.toBeInViewport();
  // The icons are decorative; their shapes differ per variant.
  const icons = await variants
    .locator('svg')
    .evaluateAll((svgs) => svgs.map((svg) => [svg.getAttribute('data-icon'), svg.getAttribute('aria-hidden')]));
  expect(icons).toEqual([
    ['info', 'true'],
    ['success', 'true'],
    ['warning', 'true'],
    ['danger', 'true'],
  ]);
  // A danger alert cannot be dismissed.
  await expect(variants.getByRole('button', {name: 'Dismiss message'})).toHaveCount(0);
});

test('a live danger alert interrupts (role alert); a live success waits (role status); both enter empty', async ({
  page,
}) => {
  const live = examplePreview(page, 'src/bui/Alert/examples/Live.tsx');
  await recordLiveRegions(live, '[role="alert"], [role="status"]');

  await live.getByRole('button', {name: 'Send without bank details'}).click();
  await expect(live.getByRole('alert')).toContainText('Error: Payslips not sent');
  await live.getByRole('button', {name: 'Send payslips'}).click();
  await expect(live.getByRole('status')).toContainText('Success: 12 payslips were sent on 25 Mar 2026.');
  await expect(live.getByRole('alert')).toHaveCount(0);

  const regions = await readLiveRegions(page);
  expect(regions.map((region) => region.textOnInsert)).toEqual(['', '']);
  expect(regions.map((region) => region.textLater)).toEqual([
    expect.stringContaining('Payslips not sent'),
    expect.stringContaining('12 payslips were sent'),
  ]);
  for (const region of regions) expect(region.changedAt - region.insertedAt).toBeGreaterThanOrEqual(95);
});

test('dismissing with the keyboard hides the alert, calls onDismiss and moves focus to what follows', async ({
  page,
}) => {
  const example = examplePreview(page, 'src/bui/Alert/examples/Dismissible.tsx');
  const dismiss = example.getByRole('button', {name: 'Dismiss message'});
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(example.getByText('You can now export absences to your calendar.')).toHaveCount(0);
  await expect(example.locator('output')).toHaveText('Message dismissed');
  await expect(example.getByRole('button', {name: 'Show the message again'})).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(example.locator('output')).toHaveText('Message shown');
  await example.getByRole('button', {name: 'Dismiss message'}).focus();
  await page.keyboard.press('Space');
  await expect(example.locator('output')).toHaveText('Message dismissed');
});

test('actions are ordinary buttons inside the alert', async ({page}) => {
  const hero = examplePreview(page, 'src/bui/Alert/examples/Hero.tsx');
  await hero.getByRole('button', {name: 'Preview changes'}).click();
  await expect(hero.getByText(/Affected: April payslips/)).toBeVisible();
  await expect(hero.getByRole('button', {name: 'Hide changes'})).toBeVisible();
});
