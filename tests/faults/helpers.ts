import type {Page} from '@playwright/test';

export {openHydrated} from '../support/hydration';

/**
 * Puts a marker on `window`. A client-side navigation keeps it; a reload or
 * any full page load drops it, which is how the tests tell the two apart.
 */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__buiMarker?: boolean}).__buiMarker = true;
  });
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__buiMarker?: boolean}).__buiMarker === true);
}

/** Clicks the docs sidebar's link to a page. */
export async function clickSidebarLink(page: Page, href: string): Promise<void> {
  await page.locator(`aside.theme-doc-sidebar-container a[href="${href}"]`).click();
}
