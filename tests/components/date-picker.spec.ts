import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * DatePicker (react-aria DatePicker + DateInput + Popover + Dialog + Calendar):
 * opening keys, the APG date grid keys, limits and unavailable days, typing a
 * date into the segments, and the ISO value onChange receives.
 */
const route = '/docs/components/date-picker';
const test = testOnOneLoad(route);

test.use({locale: 'en-US'});

const example = (page: Page, name: string) => preview(page, 'DatePicker', name);
const segments = (field: Locator) => field.getByRole('spinbutton');
const focused = (page: Page) => page.locator(':focus');

async function openWithKeyboard(page: Page, field: Locator): Promise<Locator> {
  await segments(field).first().focus();
  await page.keyboard.press('Alt+ArrowDown');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('Alt+Arrow down opens the calendar on the selected day; Escape closes it and keeps the value', async ({page}) => {
  const field = example(page, 'Limits');
  const dialog = await openWithKeyboard(page, field);
  await expect(dialog.getByRole('heading')).toHaveText('March 2026');
  await expect(focused(page)).toHaveAccessibleName(/March 18, 2026/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(field.locator('output')).toHaveText('2026-03-18');
});

test('arrow keys move by a day and a week; Enter selects, closes and reports the ISO date', async ({page}) => {
  const field = example(page, 'Limits');
  const dialog = await openWithKeyboard(page, field);
  await page.keyboard.press('ArrowRight');
  await expect(focused(page)).toHaveAccessibleName(/March 19, 2026/);
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAccessibleName(/March 26, 2026/);
  await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAccessibleName(/March 25, 2026/);
  await page.keyboard.press('ArrowUp');
  await expect(focused(page)).toHaveAccessibleName(/March 18, 2026/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(field.locator('output')).toHaveText('2026-03-19');
  await expect(field.getByRole('button', {name: /^Change date, Mar 19, 2026/})).toBeVisible();
});

test('Page Up/Down change the month, Shift with them the year, Home/End go to the ends of the week', async ({page}) => {
  const dialog = await openWithKeyboard(page, example(page, 'DateOfBirth'));
  // defaultMonth="1990-01-01" opens the empty field's calendar on 1 Jan 1990.
  await expect(dialog.getByRole('heading')).toHaveText('January 1990');
  await expect(focused(page)).toHaveAccessibleName(/January 1, 1990/);
  await page.keyboard.press('PageDown');
  await expect(dialog.getByRole('heading')).toHaveText('February 1990');
  await expect(focused(page)).toHaveAccessibleName(/February 1, 1990/);
  await page.keyboard.press('PageUp');
  await expect(focused(page)).toHaveAccessibleName(/January 1, 1990/);
  await page.keyboard.press('Shift+PageDown');
  await expect(dialog.getByRole('heading')).toHaveText('January 1991');
  await page.keyboard.press('Shift+PageUp');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Thursday 15 Feb 1990; an en-US week runs Sunday to Saturday.
  await expect(focused(page)).toHaveAccessibleName(/Thursday, February 15, 1990/);
  await page.keyboard.press('Home');
  await expect(focused(page)).toHaveAccessibleName(/Sunday, February 11, 1990/);
  await page.keyboard.press('End');
  await expect(focused(page)).toHaveAccessibleName(/Saturday, February 17, 1990/);
  // The weekday headers are hidden from screen readers (each day's name has its weekday); they start on Sunday.
  await expect(dialog.locator('th').first()).toHaveText('S');
});

test.describe(() => {
  // It reads the Limits value at its first date, which the arrow-key test above changed.
  test.use({ownLoad: true});
  test('days outside min and max and unavailable days are aria-disabled and cannot be chosen', async ({page}) => {
    const field = example(page, 'Limits');
    const dialog = await openWithKeyboard(page, field);
    const day = (name: RegExp) => dialog.getByRole('button', {name});
    await expect(day(/March 1, 2026/)).toHaveAttribute('aria-disabled', 'true'); // before min, and a Sunday
    await expect(day(/March 2, 2026/)).not.toHaveAttribute('aria-disabled', 'true'); // min itself
    await expect(day(/March 30, 2026/)).toHaveAttribute('aria-disabled', 'true'); // after max
    await expect(day(/March 21, 2026/)).toHaveAttribute('aria-disabled', 'true'); // a Saturday
    await day(/March 30, 2026/).click({force: true});
    await day(/March 21, 2026/).click({force: true});
    // Keyboard focus may rest on an unavailable day, but Enter does not choose it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAccessibleName(/March 21, 2026/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(field.locator('output')).toHaveText('2026-03-18');
  });
});

test('typing a date into the segments sets the value; a date before min shows an error naming the limit', async ({
  page,
}) => {
  const field = example(page, 'Hero');
  const [month, day, year] = await segments(field).all();
  await expect(month).toHaveAccessibleName(/month/);
  await expect(month).toHaveAttribute('aria-valuetext', 'Empty');
  await month.focus();
  // Two digits fill a segment and move on: month, day, year in the en-US order.
  await page.keyboard.type('04142026');
  await expect(field.locator('output')).toHaveText('2026-04-14');
  await expect(day).toHaveAttribute('aria-valuenow', '14');
  await expect(year).toHaveAttribute('aria-valuenow', '2026');
  await expect(field.getByRole('alert')).toHaveCount(0);

  await month.focus();
  await page.keyboard.type('03');
  await expect(field.locator('output')).toHaveText('2026-03-14');
  await expect(field.getByText('Choose a date on or after Apr 1, 2026')).toBeVisible();
  await expect(month).toHaveAttribute('aria-invalid', 'true');
});

test.describe(() => {
  // It reads the Hero's empty month segment, which the typing test above filled.
  test.use({ownLoad: true});
  test('the field has no placeholder text and the disabled picker is not focusable', async ({page}) => {
    // react-aria keeps its placeholder letters (mm, dd, yyyy) for the width; BUI never lets them show.
    const empty = segments(example(page, 'Hero')).first();
    await expect(empty).toHaveAttribute('data-placeholder', 'true');
    await expect(empty).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
    const disabled = example(page, 'States')
      .getByRole('spinbutton', {name: /Contract start date/})
      .first();
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(disabled).not.toHaveAttribute('tabindex', '0');
  });
});

test.describe('in a locale whose week starts on Monday', () => {
  test.use({locale: 'en-GB'});

  test('the grid starts on Monday and Home/End follow that week', async ({page}) => {
    const dialog = await openWithKeyboard(page, example(page, 'Limits'));
    await expect(dialog.locator('th').first()).toHaveText('M');
    await page.keyboard.press('Home');
    await expect(focused(page)).toHaveAccessibleName(/16 March 2026/);
    await page.keyboard.press('End');
    await expect(focused(page)).toHaveAccessibleName(/22 March 2026/);
  });

  test("the hint's format example is written as the segments show it here, and typed as it reads it gives its date", async ({
    page,
  }) => {
    const field = example(page, 'Hero');
    const hint = field.getByText(/For example/);
    await expect(hint).toHaveText('The first working day, from 1 Apr 2026. For example 14/04/2026');
    const typed = (/For example (\S+)$/.exec((await hint.textContent()) ?? '') ?? [])[1] ?? '';
    // Day first in this locale: the digits of the example, as a reader would copy it.
    await segments(field).first().focus();
    await page.keyboard.type(typed.replace(/\D/g, ''));
    await expect(field.locator('output')).toHaveText('2026-04-14');
  });
});
