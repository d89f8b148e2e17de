import type {Page} from '@playwright/test';

/**
 * The two ways browsers refuse storage: every Storage method throws (quota or
 * policy), or merely reading window.localStorage throws (cookies blocked).
 */
export const storageFailures = ['methods', 'access'] as const;
export type StorageFailure = (typeof storageFailures)[number];

/** Makes browser storage throw, in one of those ways, on every page the test opens. */
export async function breakStorage(page: Page, how: StorageFailure): Promise<void> {
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
}
