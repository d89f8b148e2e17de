import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * DateRangePicker (react-aria DateRangePicker + two DateInputs + RangeCalendar):
 * Alt+Arrow down opens, Space types (review §3.4), the grid keys, unavailable
 * ends, typing both dates, and range selection reported as ISO strings.
 */
const route = '/docs/components/date-range-picker';
const test = testOnOneLoad(route);

test.use({locale: 'en-US'});

const example = (page: Page, name: string) => preview(page, 'DateRangePicker', name);
const focused = (page: Page) => page.locator(':focus');
// A day's name ends with its own date (a selected day's begins with the whole range): match the end.
const day = (date: string) => new RegExp(`${date}( selected)?$`);

async function openWithKeyboard(page: Page, field: Locator): Promise<Locator> {
  await field.getByRole('spinbutton').first().focus();
  await page.keyboard.press('Alt+ArrowDown');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('Space in a segment never opens the calendar; Alt+Arrow down and the button do', async ({page}) => {
  const field = example(page, 'Hero');
  await field.getByRole('spinbutton').first().focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await field.getByRole('button', {name: /^Choose dates/}).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('clicking a start and an end day selects the range', async ({page}) => {
  const field = example(page, 'Holidays');
  const dialog = await openWithKeyboard(page, field);
  await dialog.getByRole('button', {name: day('April 13, 2026')}).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: day('April 15, 2026')}).click();
  await expect(dialog).toBeHidden();
  await expect(field.locator('output')).toHaveText('2026-04-13 to 2026-04-15');
});

test.describe(() => {
  // Both open the Holidays calendar on its first range, which the clicking test above changed.
  test.use({ownLoad: true});
  test('the grid keys: Page Up/Down by month, Shift by year, Home/End to the ends of the week', async ({page}) => {
    const dialog = await openWithKeyboard(page, example(page, 'Holidays'));
    await page.keyboard.press('PageDown');
    await expect(dialog.getByRole('heading')).toHaveText('May 2026');
    await expect(focused(page)).toHaveAccessibleName(day('May 1, 2026'));
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Shift+PageUp');
    await expect(dialog.getByRole('heading')).toHaveText('April 2025');
    await page.keyboard.press('Shift+PageDown');
    // Wednesday 1 Apr 2026; the en-US week runs Sunday 29 Mar to Saturday 4 Apr.
    await page.keyboard.press('End');
    await expect(focused(page)).toHaveAccessibleName(day('Saturday, April 4, 2026'));
    await page.keyboard.press('Home');
    await expect(focused(page)).toHaveAccessibleName(day('Sunday, March 29, 2026'));
  });

  test('unavailable days and days outside min/max are aria-disabled and cannot start a range', async ({page}) => {
    const holidays = example(page, 'Holidays');
    const dialog = await openWithKeyboard(page, holidays);
    await expect(dialog.getByRole('button', {name: day('April 3, 2026')})).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', {name: day('April 6, 2026')})).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('button', {name: day('April 3, 2026')}).click({force: true});
    await dialog.getByRole('button', {name: day('April 6, 2026')}).click({force: true});
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(holidays.locator('output')).toHaveText('2026-04-01 to 2026-04-08');

    // Hero: min is 1 Jan 2026, so focus stops there and December 2025 cannot be reached.
    const hero = example(page, 'Hero');
    await hero.getByRole('spinbutton').first().focus();
    await page.keyboard.type('0105202601072026');
    await expect(hero.locator('output')).toHaveText('2026-01-05 to 2026-01-07');
    const heroDialog = await openWithKeyboard(page, hero);
    await expect(heroDialog.getByRole('heading')).toHaveText('January 2026');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(focused(page)).toHaveAccessibleName(/January 1, 2026, First available date$/);
    await expect(heroDialog.getByRole('button', {name: day('December 31, 2025')})).toHaveCount(0);
    await expect(heroDialog.getByRole('button', {name: 'Previous'})).toBeDisabled();
  });
});

test('typing both dates into the segments sets the range', async ({page}) => {
  const field = example(page, 'Hero');
  const spinbuttons = field.getByRole('spinbutton');
  await expect(spinbuttons).toHaveCount(6);
  await spinbuttons.first().focus();
  await page.keyboard.type('03142026');
  await expect(field.locator('output')).toHaveText('null');
  await spinbuttons.nth(3).focus();
  await page.keyboard.type('03182026');
  await expect(field.locator('output')).toHaveText('2026-03-14 to 2026-03-18');
  await expect(field.getByRole('button', {name: /^Change dates, Mar 14\s*–\s*18, 2026/})).toBeVisible();
});
