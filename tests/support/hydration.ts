import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page and every live example on it: the
 * islands (src/components/Example/Island.tsx) load their code once the page
 * is idle after hydrating, with no gesture needed. Tests of what a reader's
 * first input does before that use tests/components/first-input.spec.ts's
 * way instead: they act as soon as the page shows.
 */
export async function waitForHydration(page: Page, options?: {timeout?: number}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', options);
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
