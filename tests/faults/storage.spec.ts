import {breakStorage, storageFailures} from '../support/broken-storage';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';

/**
 * Browser storage that throws on every call (site data blocked by a setting
 * or a policy): the site works for the visit, nothing throws uncaught, and
 * the failure is only logged. Colour mode, dismissing the announcement,
 * client-side navigation and search (which keeps recent searches in
 * localStorage), in the modal and on /search.
 */
/** What Docusaurus' storage wrapper logs for each call it refuses, by way of failing. */
const logged = {
  methods: /^Docusaurus storage error, can't (get|set|delete) .*SecurityError: Storage is disabled by policy/,
  // src/plugins/resilience/client/storage-access.ts leaves no storage at all.
  access: /^Docusaurus storage error, can't (get|set|delete) .*TypeError: Cannot read properties of undefined/,
} satisfies Record<(typeof storageFailures)[number], RegExp>;

for (const how of storageFailures) {
  test.describe(`when storage throws (${how})`, () => {
    test.use({expectedConsoleErrors: [logged[how]]});

    test('colour mode, the announcement and navigation still work for the visit', async ({page}) => {
      await breakStorage(page, how);
      await openHydrated(page, '/docs/components/switch');

      const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
      expect(await theme()).toBe('light');
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect.poll(theme).toBe('dark');

      await page.locator('[role="banner"]').getByRole('button', {name: 'Close'}).click();
      await expect(page.locator('[role="banner"]')).toHaveCount(0);

      await page.locator('.navbar').getByRole('link', {name: 'Docs'}).click();
      await expect(page).toHaveURL(/\/docs\/getting-started\/intro$/);
      await expect(page.locator('h1')).toBeVisible();
    });

    test('search still finds and opens pages, in the modal and on /search', async ({page}) => {
      await breakStorage(page, how);
      await openHydrated(page, '/docs/components/switch');
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('tooltip');
      const hit = page.locator('.DocSearch-Hit a[href="/docs/components/tooltip"]').first();
      await expect(hit).toBeVisible();
      // Choosing a hit saves it as a recent search (which throws), then opens it.
      await hit.click();
      await expect(page).toHaveURL(/\/docs\/components\/tooltip$/);
      await expect(page.locator('h1')).toHaveText('Tooltip');

      // The modal opens again (recent searches cannot be read either).
      await page.locator('.navbar .DocSearch-Button').click();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.press('Escape');

      await page.goto('/search?q=tooltip');
      await expect(page.locator('main article h2 a[href="/docs/components/tooltip"]')).toBeVisible();
    });
  });
}
