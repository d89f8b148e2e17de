import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** Toggletip (src/bui/Toggletip), shown live on the Info tips pattern page: a press opens it, by mouse, keyboard or touch. */
const preview = (page: Page, file: string): Locator => examplePreview(page, `src/bui/${file}.tsx`);

const test = testOnOneLoad('/docs/design-patterns/info-tips');

test('a press opens the tip as a dialog named by the label, focus moves in; Escape closes it and returns focus', async ({
  page,
}) => {
  const example = preview(page, 'Toggletip/examples/AccruedHours');
  const button = example.getByRole('button', {name: 'About accrued hours'});
  await button.click();
  const tip = page.getByRole('dialog', {name: 'About accrued hours'});
  await expect(tip).toContainText('Hours you have earned this year');
  await expect(tip).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the keyboard opens it with Enter, and a second press on the button closes it', async ({page}) => {
  const button = preview(page, 'Toggletip/examples/AccruedHours').getByRole('button', {name: 'About accrued hours'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', {name: 'About accrued hours'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe(() => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});

  test('a tap opens it, which a tooltip never does', async ({page}) => {
    const button = preview(page, 'Toggletip/examples/AccruedHours').getByRole('button', {name: 'About accrued hours'});
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    await expect(page.getByRole('dialog', {name: 'About accrued hours'})).toBeVisible();
  });
});
