import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** Force update on its page, inside the phone frame: the hard screen's single action, the soft sheet's dismissal. */
const route = '/docs/components/force-update';
const test = testOnOneLoad(route);

test('hard: one action, "Update now" to the store; Escape does nothing; the version line reads in words', async ({
  page,
}) => {
  const hard = examplePreview(page, 'src/bui/ForceUpdate/examples/Hero.tsx');
  await expect(hard).toHaveAttribute('data-device', 'phone');
  const screen = hard.getByTestId('force-update');
  await expect(screen.getByRole('heading', {name: 'Update required'})).toBeVisible();
  await expect(screen.getByRole('button')).toHaveCount(0);
  const update = screen.getByRole('link');
  await expect(update).toHaveCount(1);
  await expect(update).toHaveText('Update now');
  await expect(update).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(screen.getByText('Your version 4.12.0, required version 4.15.0')).toHaveCount(1);

  await update.focus();
  await page.keyboard.press('Escape');
  await expect(screen.getByRole('heading', {name: 'Update required'})).toBeVisible();
  await expect(update).toBeFocused();
});

// The browser's connection state and its events, set by hand: taking the whole context offline would also fail the
// page's own background requests.
const setOnline = (page: Page, online: boolean) =>
  page.evaluate((value) => {
    Object.defineProperty(navigator, 'onLine', {configurable: true, get: () => value});
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  }, online);

test('hard, offline: the body says so and the only action becomes "Try again"', async ({page}) => {
  const screen = examplePreview(page, 'src/bui/ForceUpdate/examples/Hero.tsx').getByTestId('force-update');
  await setOnline(page, false);
  await expect(screen.getByText("You're offline. Connect to the internet to update the app.")).toBeVisible();
  await expect(screen.getByRole('link')).toHaveCount(0);
  await expect(screen.getByRole('button')).toHaveText(['Try again']);
  await setOnline(page, true);
  await expect(screen.getByRole('link', {name: 'Update now'})).toBeVisible();
});

test('soft: a modal sheet in the phone, named by its title; Escape is "Not now" and focus returns', async ({page}) => {
  const soft = examplePreview(page, 'src/bui/ForceUpdate/examples/Soft.tsx');
  const trigger = soft.getByRole('button', {name: 'Check for updates'});
  await trigger.click();
  const dialog = page.getByRole('dialog', {name: 'A new version is available'});
  await expect(dialog).toBeVisible();
  // The sheet opens inside the phone's screen, not over the docs page.
  await expect(soft.locator('[data-phone-screen]').getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByRole('link', {name: 'Update now'})).toBeVisible();
  await expect(dialog.getByRole('button', {name: 'Not now'})).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(soft.getByText('Reminder snoozed for 3 days.')).toBeVisible();

  await trigger.click();
  await page.getByRole('dialog').getByRole('button', {name: 'Not now'}).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe(() => {
  // It checks where the page's first load leaves focus; between shared tests focus goes back to the body anyway.
  test.use({ownLoad: true});
  test('hard, appearing after a press: focus starts on the title, then Tab reaches "Update now"', async ({page}) => {
    // On initial page load the hard screen of the first example takes no focus from the page.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const example = examplePreview(page, 'src/bui/ForceUpdate/examples/Rejected.tsx');
    await example.getByRole('button', {name: 'Send expense claim'}).click();
    const screen = example.getByTestId('rejected-update');
    await expect(screen.getByRole('heading', {name: 'Update required'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(screen.getByRole('link', {name: 'Update now'})).toBeFocused();
  });
});
