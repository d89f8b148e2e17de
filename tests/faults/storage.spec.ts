import {expect, test} from '@playwright/test';
import {openHydrated} from './helpers';
import {breakStorage, storageFailures} from '../support/broken-storage';

/**
 * Storage that throws on every call (tests/site/resilience.spec.ts covers
 * colour mode, the announcement and navigation): search, which keeps recent
 * searches in localStorage, must work too, both in the modal and on /search.
 */
for (const how of storageFailures) {
  test(`(${how}) with throwing storage, search still finds and opens pages`, async ({page}) => {
    await breakStorage(page, how);
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
