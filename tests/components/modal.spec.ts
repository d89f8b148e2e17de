import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The Modal page's live examples (src/bui/Modal): react-aria's ModalOverlay, Modal and Dialog. */
const route = '/docs/components/modal';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/Modal/examples/${name}.tsx`);

/** Whether the focused element is inside `container`. */
const focusInside = (container: Locator) => container.evaluate((node) => node.contains(document.activeElement));

test('a danger confirmation is an alertdialog named by its title, described by its body, focus on Cancel', async ({
  page,
}) => {
  await example(page, 'Hero').getByRole('button', {name: 'Delete request'}).click();
  const dialog = page.getByRole('alertdialog', {name: 'Delete absence request?'});
  await expect(dialog).toBeVisible();
  // react-aria makes the page outside the modal inert instead of setting aria-modal.
  await expect(page.locator('#__docusaurus')).toHaveAttribute('inert');
  await expect(dialog).toHaveAccessibleDescription(/will be removed and your manager will be notified/);
  await expect(dialog.getByRole('button', {name: 'Cancel'})).toBeFocused();
  await expect(dialog.getByRole('button', {name: 'Close', exact: true})).toBeVisible();
});

test('Tab and Shift+Tab keep focus inside the modal', async ({page}) => {
  await example(page, 'Hero').getByRole('button', {name: 'Delete request'}).click();
  const dialog = page.getByRole('alertdialog', {name: 'Delete absence request?'});
  await expect(dialog.getByRole('button', {name: 'Cancel'})).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
});

test('Escape closes it and focus returns to the button that opened it', async ({page}) => {
  const trigger = example(page, 'Hero').getByRole('button', {name: 'Delete request'});
  await trigger.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('while loading, Escape does nothing; when the request ends the modal closes and focus returns', async ({page}) => {
  const preview = example(page, 'Hero');
  const trigger = preview.getByRole('button', {name: 'Delete request'});
  await trigger.click();
  const dialog = page.getByRole('alertdialog', {name: 'Delete absence request?'});
  await dialog.getByRole('button', {name: 'Delete request'}).click();
  await expect(dialog.locator('div[aria-busy="true"]').first()).toBeAttached();
  await expect(dialog.getByRole('button', {name: 'Close', exact: true})).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0, {timeout: 5000});
  await expect(preview.locator('output')).toHaveText('Request deleted');
  await expect(trigger).toBeFocused();
});

test('a form modal focuses its field; with unsaved changes, closing asks "Discard changes?" first', async ({page}) => {
  const preview = example(page, 'Dirty');
  const trigger = preview.getByRole('button', {name: 'Rename document'});
  await trigger.click();
  const dialog = page.getByRole('dialog', {name: 'Rename document'});
  const field = dialog.getByRole('textbox', {name: 'Document name'});
  await expect(field).toBeFocused();

  // Clean: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await trigger.click();
  await field.fill('Contract 2026 signed');
  await page.keyboard.press('Escape');
  const question = dialog.getByRole('group', {name: 'Discard changes?'});
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', {name: 'Keep editing'})).toBeFocused();
  await expect(dialog.getByRole('button', {name: 'Save name'})).toHaveCount(0);

  // A click on the scrim never throws away typed work.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await question.getByRole('button', {name: 'Keep editing'}).click();
  await expect(question).toHaveCount(0);
  await expect(field).toHaveValue('Contract 2026 signed');

  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await dialog.getByRole('button', {name: 'Discard'}).click();
  await expect(dialog).toHaveCount(0);
  await expect(preview.locator('output')).toHaveText('Contract 2026');
  await expect(trigger).toBeFocused();
});

test('sizes: sm, md and lg are 400, 560 and 800 px wide at 1280 px', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const widths: Record<string, number> = {sm: 400, md: 560, lg: 800};
  for (const [size, width] of Object.entries(widths)) {
    await example(page, 'Sizes')
      .getByRole('button', {name: `Open ${size}`})
      .click();
    const dialog = page.getByRole('dialog', {name: `A ${size} modal`});
    await expect(dialog).toBeVisible();
    // The surface is the dialog's parent (react-aria's Modal); measured once its opening scale has finished.
    const surface = dialog.locator('xpath=..');
    await expect.poll(async () => Math.round((await surface.boundingBox())?.width ?? 0)).toBe(width);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});
