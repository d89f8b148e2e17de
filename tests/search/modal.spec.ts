import type {Page} from '@playwright/test';
import type {ShardedIndexHead} from '../../src/plugins/local-search/indexShards';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {recordScripts} from '../support/scripts';
import {ERROR_HELP, ERROR_TITLE, hitPaths, INDEX_URL, modal, openModal, search} from './browser';

/** DocSearch's modal, answered by the local index (the default build). */

test.describe('opening and closing', () => {
  for (const [how, open] of [
    ['the navbar button', (page) => page.locator('.navbar .DocSearch-Button').click()],
    ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
    ['Cmd+K', (page) => page.keyboard.press('Meta+k')],
    ['/', (page) => page.keyboard.press('/')],
  ] as const satisfies readonly (readonly [string, (page: Page) => Promise<void>])[]) {
    test(`${how} opens the modal, Escape closes it`, async ({page}) => {
      await openHydrated(page, '/docs/components/modal');
      await open(page);
      await expect(modal(page)).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    });
  }
});

test('the index and the search engine load when search is first opened, once, not with the page', async ({page}) => {
  const indexRequests: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (INDEX_URL.test(request.url())) indexRequests.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openHydrated(page, '/');
  await page.locator('.navbar .DocSearch-Button').hover();
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  const beforeOpening = scripts.length;
  await openModal(page);
  await expect.poll(() => indexRequests.length).toBe(1);
  await search(page, 'modal');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await openModal(page);
  await search(page, 'date range picker');
  await expect(page.locator('.DocSearch-Hit a[href="/docs/components/date-range-picker"]')).toBeVisible();
  expect(indexRequests).toHaveLength(1);
  // The engine (MiniSearch's radix tree: "fuzzyGet") comes in a chunk of its own, with the index.
  const hasEngine = async (url: string) => (await (await page.request.get(url)).text()).includes('fuzzyGet');
  const early = await Promise.all(scripts.slice(0, beforeOpening).map(hasEngine));
  const late = await Promise.all(scripts.slice(beforeOpening).map(hasEngine));
  expect(early.some(Boolean)).toBe(false);
  expect(late.some(Boolean)).toBe(true);
});

test('hits link to their pages and sections; Enter and click open them', async ({page}) => {
  await openHydrated(page, '/');
  await openModal(page);
  await search(page, 'date range');
  await expect.poll(async () => (await hitPaths(page))[0]).toBe('/docs/components/date-range-picker');
  await expect(page.locator('.DocSearch-Hit').first().locator('mark').first()).toHaveText(/^date$/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/components\/date-range-picker$/);
  await expect(page.locator('h1')).toHaveText('Date range picker');
  await expect(modal(page)).toHaveCount(0);

  await openModal(page);
  await search(page, 'version check');
  const section = page.locator('.DocSearch-Hit a[href$="/docs/components/force-update#version-check"]');
  await expect(section).toBeVisible();
  await section.click();
  await expect(page).toHaveURL(/\/docs\/components\/force-update#version-check$/);
  await expect(page.locator('#version-check')).toBeInViewport();
});

test("a prop is found by its name, and its hit opens the component's page at the prop's row", async ({page}) => {
  await openHydrated(page, '/');
  await openModal(page);
  await search(page, 'labelPosition');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', '/docs/components/switch#prop-Switch-labelPosition');
  // Shown as a prop under the page's Props heading.
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('labelPosition');
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/components\/switch#prop-Switch-labelPosition$/);
  const row = page.locator('#prop-Switch-labelPosition');
  await expect(row).toHaveText('labelPosition');
  await expect(row).toBeInViewport();
  // Below the sticky navbar, not under it.
  const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  await expect
    .poll(() => row.evaluate((cell) => cell.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(navbarBottom);
});

test('a chosen hit is a recent search when the modal opens again, and can be saved as a favourite', async ({page}) => {
  await openHydrated(page, '/');
  await openModal(page);
  await search(page, 'date range');
  await expect.poll(async () => (await hitPaths(page))[0]).toBe('/docs/components/date-range-picker');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/components\/date-range-picker$/);

  await openModal(page);
  const recent = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
  await expect(recent.locator('.DocSearch-Hit a')).toHaveAttribute('href', /\/docs\/components\/date-range-picker$/);
  await recent.getByTitle('Save this search').click();
  const favourite = page.locator('.DocSearch-Hits', {
    has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
  });
  await expect(favourite.locator('.DocSearch-Hit a')).toHaveAttribute('href', /\/docs\/components\/date-range-picker$/);
});

test('hits are grouped under their section, each page once with its sections beneath it', async ({page}) => {
  await openHydrated(page, '/');
  await openModal(page);
  // DocSearch shows at most five hits per group (lvl0), so the query names one page whose
  // sections also match: "picker" would fill the Components group with five page titles.
  await search(page, 'force update');
  await expect(page.locator('.DocSearch-Hit a[href="/docs/components/force-update"]')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Components');
  const pages = (await hitPaths(page)).map((path) => path.split('#')[0]);
  // All hits of one page are next to each other.
  const seen: string[] = [];
  for (const path of pages) {
    if (seen.at(-1) !== path) {
      expect(seen, `${path} appears in two places`).not.toContain(path);
      seen.push(path);
    }
  }
  // A page's sections hang under it (DocSearch draws the tree).
  await expect(
    page.locator('.DocSearch-Hit:has(.DocSearch-Hit-Tree) a[href^="/docs/components/force-update#"]').first(),
  ).toBeVisible();
  // One hit per URL.
  const all = await hitPaths(page);
  expect(new Set(all).size).toBe(all.length);
});

test('"See all results" opens /search?q=… with the same query', async ({page}) => {
  await openHydrated(page, '/docs/components/icon');
  await openModal(page);
  await search(page, 'picker');
  const seeAll = page.getByRole('link', {name: /See all \d+ results/});
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=picker$/);
  await expect(page.locator('h1')).toHaveText('Search results for "picker"');
  await expect(page.locator('main article').first()).toBeVisible();
});

test("a query without hits gets DocSearch's no-results screen", async ({page}) => {
  await openHydrated(page, '/');
  await openModal(page);
  await search(page, 'zzqxjv');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results found for');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqxjv');
});

test('nothing names or contacts Algolia, and there is no AI mode', async ({page}) => {
  await openHydrated(page, '/docs/components/modal');
  expect(
    await page
      .locator('link[rel="preconnect"], link[rel="dns-prefetch"]')
      .evaluateAll((links) => links.map((link) => link.outerHTML)),
  ).toEqual([]);
  await openModal(page);
  await search(page, 'modal');
  const modalHtml = await modal(page).evaluate((element) => element.outerHTML);
  expect(modalHtml).not.toMatch(/algolia/i);
  await expect(modal(page)).not.toContainText(/Powered by|Search by|Ask AI/i);
  await expect(page.locator('.DocSearch-Hit[id*="askAI"], .DocSearch-AskAi-Section')).toHaveCount(0);
  const pageHtml = await page.content();
  expect(pageHtml).not.toMatch(/algolia\.(net|com)|algolianet/i);
});

test("the modal's script leaves out the Ask AI SDK, which this build never uses", async ({page}) => {
  const scripts = recordScripts(page);
  await openHydrated(page, '/');
  await openModal(page);
  await search(page, 'modal');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const texts = [...(await scripts.texts())];
  const holding = (pattern: RegExp) => texts.filter(([, text]) => pattern.test(text)).map(([url]) => url);
  // The modal's chunk (its class names), and in no script the AI SDK's error markers or zod's internals.
  expect(holding(/DocSearch-Modal/)).not.toEqual([]);
  expect(holding(/vercel\.ai\.error|_zod/)).toEqual([]);
});

for (const [failure, consoleError] of [
  ['aborted', /Failed to load resource: net::ERR_CONNECTION_REFUSED/],
  ['HTTP 500', /Failed to load resource: the server responded with a status of 500/],
] as const) {
  test.describe(() => {
    // Provoked here on purpose: the failed request is on the console, and DocSearch
    // rethrows the failed search (unhandled) after it has chosen its error screen.
    test.use({expectedConsoleErrors: [consoleError], expectedPageErrors: [/^Could not load the search index /]});
    test(`an index that cannot be fetched (${failure}) shows the error text, and it stays`, async ({page}) => {
      await page.route(INDEX_URL, (route) =>
        failure === 'aborted' ? route.abort('connectionrefused') : route.fulfill({status: 500, body: 'oops'}),
      );
      await openHydrated(page, '/');
      await openModal(page);
      await page.locator('.DocSearch-Input').fill('modal');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen).toContainText(ERROR_TITLE);
      await expect(screen).toContainText(ERROR_HELP);
      await page.waitForTimeout(1500);
      await expect(screen).toBeVisible();
      await expect(screen).toContainText(ERROR_TITLE);

      // Once the index is back, the next keystroke finds it.
      await page.unroute(INDEX_URL);
      await page.locator('.DocSearch-Input').fill('modal ');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });
  });
}

test('a query holding HTML or script is shown as text and never runs', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openHydrated(page, '/');
  const attack = `<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script>`;
  await openModal(page);
  await search(page, attack);
  await expect(page.locator('.DocSearch-Input')).toHaveValue(attack);
  // "window" is a word of the docs, so the query finds hits. DocSearch shows its no-results screen
  // while the first query's index parts are still on their way, so only the hits are a final state.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // A hostile query that finds nothing is quoted, as text, on the no-results screen.
  const nothing = `<zqxjv>zqxjv</zqxjv>`;
  await search(page, nothing);
  await expect(page.locator('.DocSearch-NoResults')).toContainText(nothing);
  await search(page, '<b>modal</b>');
  await expect(page.locator('.DocSearch-Dropdown b')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Dropdown img[src="x"], .DocSearch-Dropdown script')).toHaveCount(0);
  await page.goto(`/search?q=${encodeURIComponent(attack)}`);
  await expect(page.locator('h1')).toHaveText(`Search results for "${attack}"`);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('contextual search: records of another docs version or language are left out', async ({page}) => {
  // The same index, with one page moved to another docs version and one to
  // another language: the modal's facet filters must leave both out.
  await page.route(INDEX_URL, async (route) => {
    const response = await route.fetch();
    const index = (await response.json()) as ShardedIndexHead;
    for (const row of index.pages) {
      if (row[0] === '/docs/components/duration-picker') row[3] = 'docs-default-next';
      if (row[0] === '/docs/components/date-range-picker') row[2] = 'fr';
    }
    await route.fulfill({response, json: index});
  });
  await openHydrated(page, '/docs/components/modal');
  await openModal(page);
  await search(page, 'picker');
  // The other pickers are found (so the answer is in), those two are not.
  await expect(page.locator('.DocSearch-Hit a[href="/docs/components/employee-picker"]')).toBeVisible();
  const paths = (await hitPaths(page)).map((path) => path.split('#')[0]);
  expect(paths).not.toContain('/docs/components/duration-picker');
  expect(paths).not.toContain('/docs/components/date-range-picker');

  // So does the search page, which filters the same facets its own way.
  await page.goto('/search?q=picker');
  await expect(page.locator('main article h2 a[href="/docs/components/employee-picker"]')).toBeVisible();
  await expect(page.locator('main article a[href^="/docs/components/duration-picker"]')).toHaveCount(0);
  await expect(page.locator('main article a[href^="/docs/components/date-range-picker"]')).toHaveCount(0);
});
