import {expect, test} from '@playwright/test';
import {openHydrated} from './helpers';

/**
 * Storage that throws on every call (tests/site/resilience.spec.ts covers
 * colour mode, the announcement and navigation): search, which keeps recent
 * searches in localStorage, must work too, both in the modal and on /search.
 */
for (const how of ['methods', 'access'] as const) {
  test(`(${how}) with throwing storage, search still finds and opens pages`, async ({page}) => {
    await page.addInitScript((mode) => {
      const fail = () => {
        throw new DOMException('Storage is disabled by policy', 'SecurityError');
      };
      if (mode === 'methods') {
        for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
          Storage.prototype[method] = fail;
        }
      } else {
        for (const name of ['localStorage', 'sessionStorage']) {
          Object.defineProperty(window, name, {get: fail, configurable: true});
        }
      }
    }, how);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

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
    expect(pageErrors).toEqual([]);
  });
}
