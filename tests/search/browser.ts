import {expect, type Page} from '@playwright/test';
import {guardPage} from '../support/page-guards';
import {openHydrated} from '../support/hydration';

/** Requests for the local index, whatever its version query. */
export const INDEX_URL = /\/search-index\.json(\?|$)/;

export const ERROR_TITLE = 'Unable to fetch results';
export const ERROR_HELP = 'You might want to check your network connection.';

/** Opens a page once React has hydrated it, watching for errors and foreign requests. */
export async function openPage(page: Page, path: string, baseURL: string | undefined) {
  const guards = guardPage(page, new URL(baseURL!).origin);
  await openHydrated(page, path);
  return guards;
}

export function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

export async function openModal(page: Page) {
  await page.locator('.navbar .DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/**
 * Types a query in the open modal and waits for an answer. While a search
 * runs, DocSearch keeps showing the previous answer (or "No results"), so
 * callers check the hits they expect with auto-waiting assertions.
 */
export async function search(page: Page, query: string) {
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-ErrorScreen').first()).toBeVisible();
}

/** The pathnames the modal's hits link to, in order. */
export async function hitPaths(page: Page): Promise<string[]> {
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) =>
      links.map(
        (link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).hash,
      ),
    );
}
