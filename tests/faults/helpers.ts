import type {Page} from '@playwright/test';

export {openHydrated} from '../support/hydration';
export {clickSidebarLink} from '../support/navigation';

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
