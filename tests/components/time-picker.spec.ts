import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * TimePicker (react-aria TimeField): hours and minutes are each a spinbutton
 * and a tab stop, 24-hour, "HH:mm" values, limits and ranges.
 */
const route = '/docs/components/time-picker';
const test = testOnOneLoad(route);

test.use({locale: 'en-US'});

const example = (page: Page, name: string) => preview(page, 'TimePicker', name);

test('hours and minutes are separate spinbuttons and tab stops, on the 24-hour clock', async ({page}) => {
  const field = example(page, 'Hero');
  const hour = field.getByRole('spinbutton', {name: /hour/});
  const minute = field.getByRole('spinbutton', {name: /minute/});
  await expect(field.getByRole('spinbutton')).toHaveCount(2);
  await expect(hour).toHaveAttribute('aria-valuemin', '0');
  await expect(hour).toHaveAttribute('aria-valuemax', '23');
  await expect(minute).toHaveAttribute('aria-valuemax', '59');
  await expect(hour).toHaveAttribute('aria-valuetext', 'Empty');
  await hour.focus();
  await page.keyboard.press('Tab');
  await expect(minute).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(hour).toBeFocused();
});

test('typed digits fill the segments and onChange receives "HH:mm"; arrows change the focused segment', async ({
  page,
}) => {
  const field = example(page, 'Hero');
  const hour = field.getByRole('spinbutton', {name: /hour/});
  const minute = field.getByRole('spinbutton', {name: /minute/});
  await hour.focus();
  await page.keyboard.type('09');
  await expect(minute).toBeFocused();
  await page.keyboard.type('30');
  await expect(field.locator('output')).toHaveText('09:30');
  await expect(hour).toHaveAttribute('aria-valuetext', '09');
  await expect(minute).toHaveAttribute('aria-valuetext', '30');

  await hour.focus();
  await page.keyboard.press('ArrowUp');
  await expect(field.locator('output')).toHaveText('10:30');
  await expect(hour).toHaveAttribute('aria-valuenow', '10');
  await minute.focus();
  await page.keyboard.press('ArrowDown');
  await expect(field.locator('output')).toHaveText('10:29');
  await expect(minute).toHaveAttribute('aria-valuetext', '29');
});

test('a time outside min and max shows an error that names the limits', async ({page}) => {
  const field = example(page, 'Hero');
  await field.getByRole('spinbutton', {name: /hour/}).focus();
  await page.keyboard.type('0615');
  await expect(field.locator('output')).toHaveText('06:15');
  await expect(field.getByText('Choose a time between 07:00 and 22:00')).toBeVisible();
  await expect(field.getByRole('spinbutton', {name: /hour/})).toHaveAttribute('aria-invalid', 'true');
});

test('an end before rangeStart is an error; allowOvernight reads it as the next day', async ({page}) => {
  const range = example(page, 'Range');
  await expect(range.getByText('Length: 4 h 30 min')).toBeVisible();
  const untilHour = range.getByRole('spinbutton', {name: /hour.*Until|Until.*hour/});
  await untilHour.focus();
  await page.keyboard.type('12');
  await expect(range.getByText('End time must be after 13:00')).toBeVisible();

  const overnight = example(page, 'Overnight');
  await expect(overnight.getByText('Length: 8 h, ending the next day')).toBeVisible();
  await expect(overnight.getByText(/must be after/)).toHaveCount(0);
});

test('a disabled time picker is not focusable', async ({page}) => {
  const disabled = example(page, 'States').getByRole('spinbutton', {name: /Clock-out/});
  await expect(disabled.first()).toHaveAttribute('aria-disabled', 'true');
  await expect(disabled.first()).not.toHaveAttribute('tabindex', '0');
});
