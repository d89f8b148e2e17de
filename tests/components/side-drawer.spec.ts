import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview, frameOption} from './examples';

/** The Side drawer page's live examples (src/bui/SideDrawer): Modal's dialog at the end edge. */
const route = '/docs/components/side-drawer';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/SideDrawer/examples/${name}.tsx`);
const focusInside = (container: Locator) => container.evaluate((node) => node.contains(document.activeElement));

test('named by its title, described by its description; focus starts on the title', async ({page}) => {
  await example(page, 'Hero').getByRole('button', {name: 'View request'}).click();
  const drawer = page.getByRole('dialog', {name: 'Absence request — Ana López'});
  await expect(drawer).toBeVisible();
  await expect(page.locator('#__docusaurus')).toHaveAttribute('inert');
  await expect(drawer).toHaveAccessibleDescription('Submitted 14 Mar 2026');
  await expect(drawer.getByRole('heading', {name: 'Absence request — Ana López'})).toBeFocused();
  await expect(drawer.getByRole('button', {name: 'Close Absence request — Ana López'})).toBeVisible();
});

test('focus stays inside; Escape closes and returns focus to the trigger', async ({page}) => {
  const trigger = example(page, 'Hero').getByRole('button', {name: 'View request'});
  await trigger.click();
  const drawer = page.getByRole('dialog', {name: 'Absence request — Ana López'});
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(drawer)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(drawer)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('with unsaved changes, the close button, Escape and the scrim all ask "Discard changes?" first', async ({
  page,
}) => {
  const preview = example(page, 'Dirty');
  const trigger = preview.getByRole('button', {name: 'Edit contract'});
  await trigger.click();
  const drawer = page.getByRole('dialog', {name: 'Edit contract'});
  await drawer.getByRole('textbox', {name: 'Hours a week'}).fill('32');
  const question = drawer.getByRole('group', {name: 'Discard changes?'});
  const keepEditing = question.getByRole('button', {name: 'Keep editing'});

  await drawer.getByRole('button', {name: 'Close Edit contract'}).click();
  await expect(keepEditing).toBeFocused();
  await keepEditing.click();
  await expect(question).toHaveCount(0);

  await drawer.getByRole('textbox', {name: 'Hours a week'}).focus();
  await page.keyboard.press('Escape');
  await expect(keepEditing).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);

  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await question.getByRole('button', {name: 'Discard'}).click();
  await expect(drawer).toHaveCount(0);
  await expect(preview.locator('output')).toHaveText('40 hours a week');
  await expect(trigger).toBeFocused();
});

test('saving clears the unsaved state and closes without asking', async ({page}) => {
  const preview = example(page, 'Dirty');
  await preview.getByRole('button', {name: 'Edit contract'}).click();
  const drawer = page.getByRole('dialog', {name: 'Edit contract'});
  await drawer.getByRole('textbox', {name: 'Hours a week'}).fill('32');
  await drawer.getByRole('button', {name: 'Save contract'}).click();
  await expect(drawer).toHaveCount(0);
  await expect(preview.locator('output')).toHaveText('32 hours a week');
});

test('end is the right edge in LTR and the left edge in RTL; start is the opposite', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  // The drawer slides in; poll its box until it settles rather than wait a fixed time, which a loaded machine outruns.
  const settlesAt = async (name: string, edge: 'left' | 'right', x: number) => {
    await example(page, 'Placement').getByRole('button', {name}).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect
      .poll(async () => {
        const box = await drawer.locator('xpath=..').boundingBox();
        if (!box) return Number.NaN;
        return Math.round(edge === 'left' ? box.x : box.x + box.width);
      })
      .toBe(x);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  };
  await settlesAt('Open at the end', 'right', 1280);
  await settlesAt('Open at the start', 'left', 0);

  await frameOption(page, 'SideDrawer', 'Placement', 'Direction', 'RTL').click();
  await settlesAt('Open at the end', 'left', 0);
  await settlesAt('Open at the start', 'right', 1280);
});
