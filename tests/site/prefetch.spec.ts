import type {Page} from '@playwright/test';
import {openHydrated} from '../support/hydration';
import {recordScripts} from '../support/scripts';
import {expect, test} from '../support/test';

/**
 * The spec: "Route assets are prefetched when a link is hovered or scrolls
 * into view, except on slow 2g connections or when data saving is on."
 * Docusaurus' own client does it (decisions/0011-prefetch-each-file-once.md
 * records the helper that once replaced it, and why it went).
 */
const PAGE = '/docs/getting-started/intro';
/** Below the fold on PAGE: the pagination's link to the next doc. */
const nextDoc = (page: Page) => page.locator('nav.pagination-nav a.pagination-nav__link--next');

const prefetched = (page: Page) =>
  page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** Waits until the prefetches already asked for are in the page. */
async function settledPrefetches(page: Page): Promise<string[]> {
  let before: string[] = [];
  await expect
    .poll(async () => {
      const now = await prefetched(page);
      const stable = now.length === before.length;
      before = now;
      return stable;
    })
    .toBe(true);
  return before;
}

/** navigator.connection as a phone on a slow network, or with data saving on, reports it. */
async function connection(page: Page, value: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((connectionValue) => {
    Object.defineProperty(navigator, 'connection', {value: connectionValue, configurable: true});
  }, value);
}

test('a link that scrolls into view has its route prefetched', async ({page}) => {
  await openHydrated(page, PAGE);
  const atLoad = await settledPrefetches(page);
  expect(atLoad.length).toBeGreaterThan(0); // the sidebar's links are in view
  await nextDoc(page).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(atLoad.length);
  const all = await settledPrefetches(page);
  expect(all.every((href) => /^\/assets\/js\/[\w.~-]+\.js$/.test(href))).toBe(true);
});

test("hovering a link loads its route's files", async ({page}) => {
  // An observer that never reports a link in view: what loads comes from hovering (Docusaurus preloads then).
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): IntersectionObserverEntry[] {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  await openHydrated(page, PAGE);
  expect(await settledPrefetches(page)).toEqual([]);
  const requested = recordScripts(page).urls;
  await nextDoc(page).hover();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

for (const [what, value] of [
  ['a slow 2g connection', {effectiveType: 'slow-2g', saveData: false}],
  ['a 2g connection', {effectiveType: '2g', saveData: false}],
  ['data saving on', {effectiveType: '4g', saveData: true}],
] as const) {
  test(`nothing is prefetched on ${what}`, async ({page}) => {
    await connection(page, value);
    await openHydrated(page, PAGE);
    const requested = recordScripts(page).urls;
    await nextDoc(page).scrollIntoViewIfNeeded();
    await nextDoc(page).hover();
    // Long enough for the intersection observer and the hover's preload to have asked.
    await page.waitForTimeout(1500);
    expect(await prefetched(page)).toEqual([]);
    expect(requested).toEqual([]);
  });
}
