import type {Page} from '@playwright/test';
import {ISLAND_HYDRATED_ATTRIBUTE, ISLAND_SELECTOR} from '../../src/plugins/held-input/client/holdInput';

/** A live example whose code has not yet hydrated it (src/components/Example/Island.tsx). */
export const UNHYDRATED_ISLAND = `${ISLAND_SELECTOR}:not([${ISLAND_HYDRATED_ATTRIBUTE}])`;

/**
 * The page has hydrated. Checked in the page on each frame, not with
 * `expect(page.locator('html')).toHaveAttribute(…)`: each retry of that
 * assertion describes the `html` element for its log, which walks the whole
 * document (styles, accessible names), and on a component page it delayed
 * hydration itself by about 0.7 s, so every test waited for its own probe.
 */
export const hasHydrated = (): boolean => document.documentElement.getAttribute('data-has-hydrated') === 'true';

/**
 * Waits until React has hydrated the page and every live example on it. The
 * islands (src/components/Example/Island.tsx) load their code when the
 * pointer comes over one, and all of them on the reader's first scroll; this
 * makes one (a turn of the wheel, by nothing: the page does not move), so
 * every example hydrates before the test acts. Tests of
 * what a reader's first input does before that act as soon as the page shows
 * instead (tests/components/first-input.spec.ts).
 */
export async function waitForHydration(page: Page, options?: {timeout?: number}): Promise<void> {
  await page.waitForFunction(hasHydrated, null, {polling: 'raf', ...options});
  if (await page.evaluate((selector) => document.querySelector(selector) !== null, UNHYDRATED_ISLAND)) {
    await page.mouse.wheel(0, 0);
  }
  await page.waitForFunction((selector) => document.querySelector(selector) === null, UNHYDRATED_ISLAND, {
    polling: 'raf',
    ...options,
  });
}

/**
 * Holds the page's clock (installed with `page.clock.install()` before the
 * load) still, so it moves only when the test runs it forward: a countdown's
 * margin cannot be used up by a busy machine. It pauses 100 ms after the
 * page's own now, read just before; a clock cannot pause in its past
 * ("Cannot fast-forward to the past"), which a busy machine can reach
 * between the two calls, so then it reads the time again.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Opens a page on Playwright's clock and holds that clock still once the
 * page has hydrated (pauseClock): the page's timers then run only when the
 * test moves the clock on. Needs a page no other test loaded (the clock is
 * installed before the load).
 */
export async function openHydratedOnPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await openHydrated(page, path);
  await pauseClock(page);
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

/**
 * Opens a page with every script of the site held back until the returned function is called: the page is the
 * server's markup and its inline scripts, as a reader on a slow network meets it, for as long as the test needs.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.+\.js$/, async (request) => {
    await held;
    await request.continue();
  });
  await page.goto(path, {waitUntil: 'commit'});
  return release;
}
