import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * Stepper (semantic HTML + react-aria Button): a `nav` with an ordered list,
 * `aria-current="step"`, completed steps revisited with the keyboard, upcoming
 * steps as text, error and read-only states, vertical orientation.
 */
const route = '/docs/components/stepper';
const test = testOnOneLoad(route);

const hero = (page: Page) => preview(page, 'Stepper', 'Hero');
const nav = (page: Page) => hero(page).getByRole('navigation', {name: 'Leave request progress'});

test('a nav named by its label holding an ordered list; the current step has aria-current="step" and its state in its name', async ({
  page,
}) => {
  await expect(nav(page)).toBeVisible();
  const list = nav(page).getByRole('list', {name: 'Leave request progress'});
  await expect(list).toHaveJSProperty('tagName', 'OL');
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(items.nth(2)).toContainText('Step 3 of 4, Documents, current');
  await expect(list.locator('[aria-current]')).toHaveCount(1);
});

test('completed steps are buttons, each its own tab stop; the current and upcoming steps are text, not disabled buttons', async ({
  page,
}) => {
  const buttons = nav(page).getByRole('button');
  await expect(buttons).toHaveCount(2);
  await expect(buttons.nth(0)).toHaveAccessibleName('Step 1 of 4, Leave details, completed');
  await expect(buttons.nth(1)).toHaveAccessibleName('Step 2 of 4, Partner, completed');
  await buttons.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  // Past the stepper: the current and upcoming steps are not tab stops.
  await expect(nav(page).locator(':focus')).toHaveCount(0);
  await expect(nav(page).getByText('Review and submit', {exact: true})).toBeVisible();
});

test('Enter on a completed step chooses it: onStepChange gets its id, aria-current moves, focus stays on the new current step', async ({
  page,
}) => {
  const first = nav(page).getByRole('button', {name: /Leave details/});
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(hero(page).locator('output')).toHaveText('details');
  const items = nav(page).getByRole('listitem');
  await expect(items.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(items.nth(2)).not.toHaveAttribute('aria-current');
  // The button became the current step's text; focus is not lost to the page.
  await expect(items.nth(0).locator(':focus')).toHaveCount(1);
  // Steps after the current one were not finished: no longer reachable.
  await expect(nav(page).getByRole('button')).toHaveCount(0);
});

test('an error step says "has errors" in its name and stays reachable', async ({page}) => {
  const stepper = preview(page, 'Stepper', 'Error').getByRole('navigation', {name: 'Onboarding progress'});
  const contract = stepper.getByRole('button', {name: 'Step 2 of 4, Contract, has errors'});
  await expect(contract).toBeVisible();
  await contract.press('Space');
  await expect(stepper.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
});

test('nonLinear: every other step is a button, also upcoming ones', async ({page}) => {
  const stepper = preview(page, 'Stepper', 'NonLinear').getByRole('navigation', {name: 'Company settings progress'});
  await expect(stepper.getByRole('button')).toHaveCount(3);
  await stepper.getByRole('button', {name: /Approvals, not started/}).press('Enter');
  await expect(preview(page, 'Stepper', 'NonLinear').locator('output')).toHaveText('approvals');
});

test('readOnly, vertical: a plain named ordered list without nav or buttons, steps stacked top to bottom', async ({
  page,
}) => {
  const example = preview(page, 'Stepper', 'Vertical');
  await expect(example.getByRole('navigation')).toHaveCount(0);
  await expect(example.getByRole('button')).toHaveCount(0);
  const list = example.getByRole('list', {name: 'Expense claim status'});
  await expect(list.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Approved by Jan de Vries, 12 Mar 2026');
  const boxes = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
  for (let index = 1; index < boxes.length; index += 1) {
    expect(boxes[index].top).toBeGreaterThanOrEqual(boxes[index - 1].bottom - 1);
    expect(Math.abs(boxes[index].left - boxes[0].left)).toBeLessThan(1);
  }
});

test('horizontal: the steps sit side by side in one row', async ({page}) => {
  const boxes = await nav(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
  for (let index = 1; index < boxes.length; index += 1) {
    expect(boxes[index].left).toBeGreaterThan(boxes[index - 1].left);
    expect(Math.abs(boxes[index].top - boxes[0].top)).toBeLessThan(1);
  }
});
