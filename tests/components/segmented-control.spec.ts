import type {Locator, Page} from '@playwright/test';
import {scrolledIntoView} from '../support/frames';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The Segmented control page's live examples (src/bui/SegmentedControl): react-aria's ToggleButtonGroup. */
const route = '/docs/components/segmented-control';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator =>
  examplePreview(page, `src/bui/SegmentedControl/examples/${name}.tsx`);

test('a radiogroup named by its label, exactly one radio checked', async ({page}) => {
  const preview = example(page, 'Hero');
  const group = preview.getByRole('radiogroup', {name: 'Calendar range'});
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(group.getByRole('radio', {name: 'Week'})).toHaveAttribute('aria-checked', 'true');
  await expect(group.locator('[aria-checked="true"]')).toHaveCount(1);
  await expect(preview.locator('output')).toHaveText('Showing the week');
});

test('arrows (left, right, up and down) move focus without selecting; Space and Enter select', async ({page}) => {
  const preview = example(page, 'Hero');
  const radio = (name: string) => preview.getByRole('radio', {name});
  const output = preview.locator('output');
  await radio('Day').focus();
  await page.keyboard.press('ArrowRight');
  await expect(radio('Week')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radio('Month')).toBeFocused();
  await expect(output).toHaveText('Showing the week');
  await page.keyboard.press('Space');
  await expect(radio('Month')).toHaveAttribute('aria-checked', 'true');
  await expect(output).toHaveText('Showing the month');
  // Stops at the ends.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(radio('Month')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(radio('Week')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(radio('Day')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(output).toHaveText('Showing the day');
  // Pressing the selected option again changes nothing.
  await page.keyboard.press('Enter');
  await radio('Day').click();
  await expect(radio('Day')).toHaveAttribute('aria-checked', 'true');
  await expect(output).toHaveText('Showing the day');
});

test('the control is one tab stop', async ({page}) => {
  const group = example(page, 'Hero').getByRole('radiogroup', {name: 'Calendar range'});
  await group.getByRole('radio', {name: 'Day'}).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  expect(await group.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(group.getByRole('radio', {name: 'Week'})).toBeFocused();
});

test('disabled options are skipped by the arrows; a disabled control cannot be focused', async ({page}) => {
  const preview = example(page, 'Disabled');
  const period = preview.getByRole('radiogroup', {name: 'Report period'});
  await expect(period.getByRole('radio', {name: 'This year'})).toBeDisabled();
  await period.getByRole('radio', {name: 'This month'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(period.getByRole('radio', {name: 'Last month'})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(period.getByRole('radio', {name: 'Last month'})).toBeFocused();
  for (const radio of await preview.getByRole('radiogroup', {name: 'Duration'}).getByRole('radio').all()) {
    await expect(radio).toBeDisabled();
  }
});

test('icon-only options are named by their label, which is also their tooltip', async ({page}) => {
  const preview = example(page, 'IconOnly');
  const group = preview.getByRole('radiogroup', {name: 'Layout'});
  const list = group.getByRole('radio', {name: 'List view'});
  await expect(list).toHaveAttribute('aria-checked', 'true');
  // A scroll closes a tooltip: the one that brings the group into view must land before focus opens one.
  await scrolledIntoView(group);
  await list.focus();
  await page.keyboard.press('ArrowRight');
  // The List tooltip may still be leaving (its exit animation) while Calendar's opens; only one stays.
  await expect(page.getByRole('tooltip', {name: 'Calendar view'})).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveCount(1);
  await expect(page.getByRole('tooltip')).toHaveText('Calendar view');
  await page.keyboard.press('Enter');
  await expect(group.getByRole('radio', {name: 'Calendar view'})).toHaveAttribute('aria-checked', 'true');
});

test('fullWidth: the track fills its container and the options share it equally', async ({page}) => {
  const preview = example(page, 'FullWidth');
  const group = preview.getByRole('radiogroup', {name: 'Requests'});
  const container = (await group.locator('xpath=../..').boundingBox())!;
  const track = (await group.boundingBox())!;
  expect(Math.round(track.width)).toBe(Math.round(container.width));
  const widths = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => Math.round(radio.getBoundingClientRect().width)));
  expect(widths[0]).toBe(widths[1]);
});
