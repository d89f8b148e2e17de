import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page: only then do links navigate
 * client-side and buttons respond. A live example is an island whose code
 * loads once the reader acts on the page, and which hydrates after the page
 * (src/components/Example/Island.tsx), so this acts as a reader's first
 * gesture does (a turn of the wheel, by nothing: the page does not move) and
 * waits for every island too.
 */
export async function waitForHydration(page: Page, options?: {timeout?: number}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', options);
  if ((await page.locator('[data-island]:not([data-island-hydrated])').count()) > 0) await page.mouse.wheel(0, 0);
  await expect(page.locator('[data-island]:not([data-island-hydrated])')).toHaveCount(0, options);
}

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Slows the page's CPU 4×, as on a mid-range phone, so that what happens during hydration can be watched. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
}
