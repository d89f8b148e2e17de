import type {Page, Route} from '@playwright/test';
import {CHROMIUM_FLAGS, findTestChromium} from '../../tooling/chromium';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {ALGOLIA_ENV, ensureAlgoliaBuild, serveAlgoliaBuild} from './algolia-variant';
import {ERROR_HELP, ERROR_TITLE} from './browser';

/**
 * Algolia mode: the site built with (fake) Algolia credentials and an Ask AI
 * assistant, so DocSearch's real client and AI mode run unchanged. Every
 * request to Algolia is answered here, at the network layer; the browser
 * resolves no host but 127.0.0.1, so nothing, not even a preconnect, leaves
 * the machine. Builds build-algolia/ itself when it is missing or stale.
 */

test.describe.configure({mode: 'serial', timeout: 300_000});
test.use({
  launchOptions: {
    executablePath: findTestChromium(),
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
  },
});

const port = Number(process.env.TEST_PORT ?? 4173) + 2;
const origin = `http://127.0.0.1:${port}`;
// Pages come from the Algolia-mode build's server; Algolia's hosts are answered by stubAlgolia below.
const ALGOLIA_ORIGINS = /^https:\/\/([\w-]+\.)*(algolia\.net|algolianet\.com|algolia\.io|algolia\.com)$/;
test.use({baseURL: origin, expectedOrigins: [ALGOLIA_ORIGINS]});
let server: {origin: string; stop: () => void} | undefined;

test.beforeAll(async () => {
  // A whole build or first compilation: minutes on a loaded 2-core machine, not the 60 s a test gets.
  test.setTimeout(300_000);
  ensureAlgoliaBuild();
  server = await serveAlgoliaBuild(port);
});
test.afterAll(() => server?.stop());

/** A search request, as Algolia's client sends it in a /queries body. */
type SearchRequest = {query?: string; params?: string; indexName?: string; [parameter: string]: unknown};
/** A request body as the stub reads it: Algolia's JSON, or the raw text. */
type Body = {requests?: SearchRequest[]} | string | null;
const requestsOf = (body: Body): SearchRequest[] => (typeof body === 'object' && body?.requests) || [];
type Call = {method: string; host: string; path: string; headers: Record<string, string>; body: Body};
const ANSWER = 'Open a modal with the open prop, and close it with onOpenChange.';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

function hit(origin: string, query: string) {
  const title = 'Modal';
  return {
    objectID: 'stub-modal',
    url: `${origin}/docs/components/modal`,
    url_without_anchor: `${origin}/docs/components/modal`,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy: {lvl0: 'Components', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Components', matchLevel: 'none', matchedWords: []},
        lvl1: {value: `<mark>${title}</mark>`, matchLevel: 'full', matchedWords: [query]},
      },
    },
    _snippetResult: {hierarchy: {lvl1: {value: `<mark>${title}</mark>`, matchLevel: 'full'}}},
  };
}

/** Answers Algolia (search) and Ask AI (token, chat) requests; refuses anything else foreign. */
async function stubAlgolia(page: Page, origin: string, options: {failSearch?: boolean} = {}) {
  const calls: Call[] = [];
  await page.route(
    (url) => url.origin !== origin,
    async (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      const text = request.postData();
      let body: Body = text;
      try {
        body = text ? (JSON.parse(text) as Body) : null;
      } catch {
        // keep the text
      }
      calls.push({method: request.method(), host: url.hostname, path: url.pathname, headers: request.headers(), body});
      if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
      if (/(^|\.)algolia\.net$|(^|\.)algolianet\.com$/.test(url.hostname) && url.pathname.endsWith('/queries')) {
        if (options.failSearch)
          return route.fulfill({status: 500, headers: CORS, body: '{"message":"stubbed failure"}'});
        const results = requestsOf(body).map((entry) => {
          const query = entry.query ?? new URLSearchParams(entry.params ?? '').get('query') ?? '';
          return {
            hits: [hit(origin, query)],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            query,
            params: '',
            index: entry.indexName,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
          };
        });
        return route.fulfill({status: 200, headers: CORS, contentType: 'application/json', json: {results}});
      }
      if (url.hostname === 'askai.algolia.com' && url.pathname === '/chat/token') {
        return route.fulfill({status: 200, headers: CORS, json: {success: true, token: 'stub-token'}});
      }
      if (url.hostname === 'askai.algolia.com' && url.pathname === '/chat') {
        const chunks = [
          {type: 'start', messageId: 'stub-message'},
          {type: 'start-step'},
          {type: 'text-start', id: 'answer'},
          ...ANSWER.split(/(?<= )/).map((delta) => ({type: 'text-delta', id: 'answer', delta})),
          {type: 'text-end', id: 'answer'},
          {type: 'finish-step'},
          {type: 'finish'},
        ];
        const stream = `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
        return route.fulfill({
          status: 200,
          headers: {...CORS, 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'},
          body: stream,
        });
      }
      return route.abort('blockedbyclient');
    },
  );
  return calls;
}

const input = (page: Page) => page.locator('.DocSearch-Input');

test('the real client: preconnect hint, the configured app and index, contextual filters, Algolia credited', async ({
  page,
}) => {
  const calls = await stubAlgolia(page, origin);
  await openHydrated(page, '/docs/components/modal');
  await expect(
    page.locator(`link[rel="preconnect"][href="https://${ALGOLIA_ENV.ALGOLIA_APP_ID}-dsn.algolia.net"]`),
  ).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await input(page).fill('modal');
  await expect(page.locator('.DocSearch-Hit a[href="/docs/components/modal"]').first()).toBeVisible();
  const queries = calls.filter((call) => call.path.endsWith('/queries'));
  expect(queries.length).toBeGreaterThan(0);
  const last = queries.at(-1)!;
  expect(last.host.toLowerCase()).toMatch(
    new RegExp(`^${ALGOLIA_ENV.ALGOLIA_APP_ID}(-dsn)?\\.algolia\\.net$|algolianet\\.com$`, 'i'),
  );
  expect(requestsOf(last.body)[0]).toMatchObject({
    indexName: ALGOLIA_ENV.ALGOLIA_INDEX_NAME,
    query: 'modal',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  // The local index is neither built nor fetched in this mode.
  expect(calls.concat().every((call) => !call.path.includes('search-index'))).toBe(true);
  expect((await page.request.get(`${origin}/search-index.json`)).status()).toBe(404);
  await expect(page.locator('.DocSearch-Footer a[href*="algolia.com"]')).toHaveCount(1);

  await page.goto('/search?q=modal');
  await expect(page.locator('main article h2 a[href="/docs/components/modal"]')).toBeVisible();
  await expect(page.getByText('Powered by')).toBeVisible();
  expect(calls.filter((call) => !/algolia/.test(call.host))).toEqual([]);
});

test('Ask AI: the mode turns on, the placeholder changes, the first Escape leaves it, the second closes the modal', async ({
  page,
}) => {
  const calls = await stubAlgolia(page, origin);
  await openHydrated(page, '/docs/components/modal');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  const question = 'How do I open a modal?';
  await input(page).fill(question);
  const askAi = page.locator('.DocSearch-Hit').filter({hasText: question}).first();
  await expect(askAi).toBeVisible();
  await askAi.click();

  // AI mode: DocSearch's own, answering from the (stubbed) assistant.
  await expect(input(page)).toHaveAttribute('placeholder', 'Ask another question...');
  await expect(page.locator('.DocSearch-Modal')).toContainText(ANSWER);
  const token = calls.find(
    (call) => call.host === 'askai.algolia.com' && call.path === '/chat/token' && call.method === 'POST',
  );
  expect(token?.headers['x-algolia-assistant-id']).toBe(ALGOLIA_ENV.ALGOLIA_ASSISTANT_ID);
  const chat = calls.find(
    (call) => call.host === 'askai.algolia.com' && call.path === '/chat' && call.method === 'POST',
  );
  expect(chat?.headers['x-algolia-assistant-id']).toBe(ALGOLIA_ENV.ALGOLIA_ASSISTANT_ID);
  expect(JSON.stringify(chat?.body)).toContain(question);

  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  await expect(page.locator('.DocSearch-Modal')).not.toContainText(ANSWER);

  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(calls.filter((call) => !/algolia/.test(call.host))).toEqual([]);
});

test.describe(() => {
  // Provoked here on purpose: the browser logs each failed request, and DocSearch
  // rethrows the client's RetryError (unhandled) after it has chosen its error screen.
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/],
    expectedPageErrors: [/^Unreachable hosts/],
  });
  test('a failing Algolia search shows the error text, and it stays', async ({page}) => {
    await stubAlgolia(page, origin, {failSearch: true});
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('modal');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText(ERROR_TITLE);
    await expect(screen).toContainText(ERROR_HELP);
    await page.waitForTimeout(1500);
    await expect(screen).toBeVisible();
  });
});
