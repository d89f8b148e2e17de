import type {Page} from '@playwright/test';
import {expect} from '../support/test';

/**
 * Helpers of the search browser tests. Pages open with openHydrated
 * (tests/support/hydration.ts); the test fixture watches them for errors and
 * requests to other hosts.
 */

/** Requests for the local index, whatever its version query. */
export const INDEX_URL = /\/search-index\.json(\?|$)/;

export const ERROR_TITLE = 'Unable to fetch results';
export const ERROR_HELP = 'You might want to check your network connection.';

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
  return page.locator('.DocSearch-Hit a').evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      return url.pathname + url.hash;
    }),
  );
}
