import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * DurationPicker (two react-aria NumberFields restored to spinbuttons): each
 * segment a spinbutton with value, limits and text, its own tab stop; minutes
 * in and out, steps, presets and limits.
 */
const route = '/docs/components/duration-picker';
const test = testOnOneLoad(route);

const example = (page: Page, name: string) => preview(page, 'DurationPicker', name);

test('hours and minutes are spinbuttons with their limits, in a group named by the label', async ({page}) => {
  const field = example(page, 'Hero');
  await expect(field.getByRole('group', {name: 'Time spent', exact: true})).toBeVisible();
  const hours = field.getByRole('spinbutton', {name: 'Hours'});
  const minutes = field.getByRole('spinbutton', {name: 'Minutes'});
  await expect(hours).toHaveAttribute('aria-valuemin', '0');
  await expect(hours).toHaveAttribute('aria-valuemax', '12');
  await expect(minutes).toHaveAttribute('aria-valuemax', '59');
  await expect(hours).toHaveAttribute('aria-valuetext', 'Empty');
  await expect(hours).not.toHaveAttribute('aria-valuenow');
});

test('Tab moves from hours to minutes to the presets; typed digits and arrows change the minutes value', async ({
  page,
}) => {
  const field = example(page, 'Hero');
  const hours = field.getByRole('spinbutton', {name: 'Hours'});
  const minutes = field.getByRole('spinbutton', {name: 'Minutes'});
  await hours.focus();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(minutes).toBeFocused();
  await expect(field.locator('output')).toHaveText('120');
  await expect(hours).toHaveAttribute('aria-valuenow', '2');
  await expect(hours).toHaveAttribute('aria-valuetext', '2 hours');

  // Arrow up on an empty segment starts it at 0, then moves by the step.
  await page.keyboard.press('ArrowUp');
  await expect(minutes).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowUp');
  await expect(field.locator('output')).toHaveText('135');
  await expect(minutes).toHaveAttribute('aria-valuetext', '15 minutes');
  await page.keyboard.press('Shift+Tab');
  await expect(hours).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(field.locator('output')).toHaveText('75');
  await expect(field.getByRole('group', {name: 'Time spent', exact: true})).toHaveAccessibleDescription(
    /1 hour 15 minutes/,
  );

  await minutes.focus();
  await page.keyboard.press('Tab');
  await expect(field.getByRole('button', {name: '15 min'})).toBeFocused();
});

test.describe(() => {
  // It reads the Hero's total with the hours empty, and the Tab test above left them at 1.
  test.use({ownLoad: true});
  test('typed minutes round to the step on blur; a preset replaces the value', async ({page}) => {
    const field = example(page, 'Hero');
    const minutes = field.getByRole('spinbutton', {name: 'Minutes'});
    await minutes.focus();
    await page.keyboard.type('40');
    await page.keyboard.press('Tab');
    await expect(minutes).toHaveValue('45');
    await expect(field.locator('output')).toHaveText('45');
    await field.getByRole('button', {name: '1 h'}).click();
    await expect(field.locator('output')).toHaveText('60');
    await expect(field.getByRole('spinbutton', {name: 'Hours'})).toHaveAttribute('aria-valuenow', '1');
    await expect(minutes).toHaveAttribute('aria-valuenow', '0');
  });
});

test('minutesOnly has one segment; the example reports a break over 60 min as an error', async ({page}) => {
  const field = example(page, 'MinutesOnly');
  await expect(field.getByRole('spinbutton')).toHaveCount(1);
  const minutes = field.getByRole('spinbutton', {name: 'Minutes'});
  await expect(minutes).toHaveAttribute('aria-valuenow', '30');
  await expect(minutes).toHaveAttribute('aria-valuemax', '90');
  await minutes.fill('75');
  await page.keyboard.press('Tab');
  await expect(field.getByText('Breaks can be up to 60 min')).toBeVisible();
  await expect(minutes).toHaveAttribute('aria-valuetext', '1 hour 15 minutes');
});

test('a disabled duration picker is not focusable', async ({page}) => {
  const hours = example(page, 'States').getByRole('spinbutton', {name: 'Hours'}).nth(1);
  await expect(hours).toBeDisabled();
});
