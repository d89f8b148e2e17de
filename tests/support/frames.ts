import type {Locator, Page} from '@playwright/test';

/**
 * Resolves after the page has drawn two more frames: whatever the last input
 * or render scheduled (a commit, a scroll, a layout) has landed by then.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Scrolls `target` into view and waits until the browser has fired that scroll's event. React-aria closes an open
 * tooltip or popover on any scroll around its trigger (useCloseOnScroll), and the browser fires the event of a scroll
 * at its next frame: on a busy machine, after an overlay that a focus opened, which then closes by itself.
 */
export async function scrolledIntoView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await afterTwoFrames(target.page());
}
