import type {Page} from '@playwright/test';

/**
 * Resolves after the page has drawn two more frames: whatever the last input
 * or render scheduled (a commit, a scroll, a layout) has landed by then.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
