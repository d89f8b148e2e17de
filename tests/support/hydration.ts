import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page and every live example on it. The
 * islands (src/components/Example/Island.tsx) load their code once the page
 * is idle after hydrating (at most 2 s later) or on the reader's first
 * gesture; this makes one (a turn of the wheel, by nothing: the page does not
 * move) so a test does not wait for idle time on a busy machine. Tests of
 * what a reader's first input does before that act as soon as the page shows
 * instead (tests/components/first-input.spec.ts).
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
