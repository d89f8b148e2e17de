import type {Locator, Page} from '@playwright/test';
import {openHydrated, pauseClock} from '../support/hydration';
import {expect, test} from '../support/test';
import {examplePreview} from './examples';

/** The Toast page's live examples (src/bui/Toast): react-aria's ToastRegion and ToastQueue. */
const route = '/docs/components/toast';
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/Toast/examples/${name}.tsx`);
const region = (page: Page) => page.getByRole('region', {name: 'Notifications'});

async function archive(page: Page): Promise<Locator> {
  await example(page, 'Hero').getByRole('button', {name: 'Archive document'}).click();
  const toast = region(page).getByRole('alertdialog', {name: 'Document archived'});
  await expect(toast).toBeVisible();
  return toast;
}

/*
 * The countdowns run on the page's clock (react-aria's toast queue uses
 * setTimeout and Date.now). Playwright's clock, installed before the page
 * loads, lets time flow as usual, and the countdown tests jump it forward
 * where a reader would wait, firing every timer that falls due: they wait
 * seconds of page time, not of the machine's.
 */
test.beforeEach(async ({page}) => {
  await page.clock.install();
  await openHydrated(page, route);
});

test('announced once: the message is the only live element, with no live region around it', async ({page}) => {
  await archive(page);
  const live = await page.evaluate(() => {
    const selector = '[aria-live], [role="alert"], [role="status"], [role="log"]';
    const matches = [...document.querySelectorAll(selector)].filter((el) =>
      (el.textContent ?? '').includes('Document archived'),
    );
    return matches.map((el) => ({
      role: el.getAttribute('role'),
      text: el.textContent,
      hidden: el.closest('[aria-hidden="true"]') !== null,
      nested: el.parentElement?.closest(selector) !== null && el.parentElement?.closest(selector) !== undefined,
    }));
  });
  expect(live).toEqual([{role: 'alert', text: 'Document archived', hidden: false, nested: false}]);
  await expect(region(page)).not.toHaveAttribute('aria-live');
});

test('the undo action is reachable by keyboard: F6 moves to the region, Tab to "Undo", Enter runs it', async ({
  page,
}) => {
  const preview = example(page, 'Hero');
  const trigger = preview.getByRole('button', {name: 'Archive document'});
  const toast = await archive(page);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('F6');
  await expect.poll(() => region(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
  const undo = toast.getByRole('button', {name: 'Undo'});
  for (let i = 0; i < 3 && !(await undo.evaluate((node) => node === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(preview.locator('output')).toHaveText('Restored');
  await expect(region(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test.describe("the countdowns, on the page's clock", () => {
  // Paused once the page has hydrated, the page's clock moves only when a test runs it forward, so the time a busy
  // machine takes between two steps cannot use up a countdown's margin.
  test.beforeEach(async ({page}) => {
    await pauseClock(page);
  });

  test('the countdown pauses while the pointer is over the toast, then resumes', async ({page}) => {
    const toast = await archive(page);
    await toast.hover();
    await page.clock.runFor(9500);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(8000);
    await expect(toast).toHaveCount(0);
  });

  test('the countdown pauses while anything in the toast has focus', async ({page}) => {
    const toast = await archive(page);
    await toast.getByRole('button', {name: 'Undo'}).focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9500);
    await expect(toast).toBeVisible();
    await example(page, 'Hero').getByRole('button', {name: 'Archive document'}).focus();
    await page.clock.runFor(8000);
    await expect(toast).toHaveCount(0);
  });

  test('a toast with an action stays at least 8 s; one without leaves after 5 s; danger stays', async ({page}) => {
    const toast = await archive(page);
    await page.mouse.move(0, 0);
    await example(page, 'Variants').getByRole('button', {name: 'Show info'}).click();
    await example(page, 'Variants').getByRole('button', {name: 'Show danger'}).click();
    await page.mouse.move(0, 0);
    const info = region(page).getByRole('alertdialog', {name: 'Report ready'});
    const danger = region(page).getByRole('alertdialog', {name: "Couldn't export the report"});
    await page.clock.runFor(4000);
    await expect(info).toBeVisible();
    await page.clock.runFor(2000);
    await expect(info).toHaveCount(0);
    await expect(toast).toBeVisible();
    await page.clock.runFor(3000);
    await expect(toast).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(danger).toBeVisible();
  });
});

test('Dismiss closes a toast; Escape closes the focused one', async ({page}) => {
  const variants = example(page, 'Variants');
  await variants.getByRole('button', {name: 'Show warning'}).click();
  await variants.getByRole('button', {name: 'Show danger'}).click();
  const warning = region(page).getByRole('alertdialog', {name: /manager is on leave/});
  const danger = region(page).getByRole('alertdialog', {name: "Couldn't export the report"});
  await warning.getByRole('button', {name: 'Dismiss'}).click();
  await expect(warning).toHaveCount(0);
  await danger.getByRole('button', {name: 'Dismiss'}).focus();
  await page.keyboard.press('Escape');
  await expect(region(page)).toHaveCount(0);
});
