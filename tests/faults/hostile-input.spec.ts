import {request as httpRequest} from 'node:http';
import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {serveExceptionFor} from '../exceptions/serve';
import {openHydrated, waitForHydration} from '../support/hydration';
import {hostOf} from '../support/test-host';
import {browserPaths, oddPaths} from './hostile-paths';

/**
 * Hostile input in the address: search queries made of HTML, script, very
 * long or unusual Unicode text are shown as text and never run; odd paths and
 * unknown parameters give the not-found page (or the page a normalised path
 * names), never a server error or a blank page. This spec runs on nginx
 * (deploy/nginx.conf, project "nginx") and on `docusaurus serve` (project
 * "serve"), so both hosts are held to this, except for the documented answers
 * of the preview server in serve-exceptions.ts.
 */

/** The documented answer of `docusaurus serve` to this path (tests/exceptions/serve.ts), if it has one. */
function serveException(path: string) {
  return hostOf(test.info()) === 'serve' ? serveExceptionFor(path) : undefined;
}

/**
 * The dialogs a page opens: a payload that ran would show one. (Uncaught
 * errors fail the test through the shared fixture.)
 */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function payloadRan(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__pwned?: unknown}).__pwned !== undefined);
}

const queries: Record<string, string> = {
  'an img with onerror': `<img src=x onerror="window.__pwned=1;alert(1)">`,
  'a script element': `<script>window.__pwned=2;alert(2)</script>`,
  'an attribute break-out': `"><svg onload="window.__pwned=3">'><iframe srcdoc="<script>parent.__pwned=4</script>">`,
  'a javascript: URL and template syntax': `javascript:window.__pwned=5//{{constructor.constructor('window.__pwned=6')()}}\${window.__pwned=7}`,
  'right-to-left text with an override': 'مرحبا بالعالم \u202Egnp.exe\u202C שלום',
  'emoji, ZWJ sequences and flags': '👩🏽‍💻 🏳️‍🌈 🇧🇪 modal 🚀',
  'combining marks (zalgo)':
    'Z\u0324\u0354\u0367\u0311a\u0308\u0356\u032D\u0307l\u036E\u0312g\u030C\u0317o\u0319\u0314',
  'a 10 000-character query': 'tooltip '.repeat(1250),
};

for (const [name, query] of Object.entries(queries)) {
  test(`/search?q= with ${name} renders it as text and runs nothing`, async ({page}) => {
    const dialogs = watchDialogs(page);
    await openHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.locator('input[type="search"]')).toHaveValue(query);
    // The heading quotes the query as typed: text, not markup.
    const heading = await page.locator('h1').textContent();
    expect(heading).toBe(`Search results for "${query}"`);
    // The search has answered: results, or "no results".
    await expect(page.getByText(/^(\d+ documents? found|No results were found)/).first()).toBeVisible();
    await expect(page.locator('main img[src="x"], main svg[onload], main iframe, main script')).toHaveCount(0);
    expect(await payloadRan(page)).toBe(false);
    expect(dialogs).toEqual([]);
  });
}

/** What the server sends for a path exactly as written (no normalisation by a client). */
function rawGet(origin: string, rawPath: string): Promise<{status: number; location?: string; body: string}> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({host: hostname, port, path: rawPath, method: 'GET'}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, location: response.headers.location, body}));
    });
    request.on('error', reject);
    request.end();
  });
}

const NOT_FOUND = 'Page Not Found';

for (const {path, page: expected} of oddPaths) {
  test(`GET ${path.length > 60 ? `${path.slice(0, 40)}… (${path.length} characters)` : path} gives ${expected ? 'the page or' : ''} the not-found page, never an error`, async ({
    baseURL,
  }) => {
    let response = await rawGet(baseURL!, path);
    const exception = serveException(path);
    if (exception) {
      expect(response.status, exception.reason).toBe(exception.status);
      expect(response.body, exception.reason).toContain(exception.message);
      return;
    }
    for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400 && response.location; hops += 1) {
      response = await rawGet(baseURL!, new URL(response.location, `${baseURL}${'/'}`).pathname);
    }
    expect(response.status, 'never a server error').toBeLessThan(500);
    const notFound = response.status === 404 && response.body.includes(NOT_FOUND);
    const rightPage = expected !== undefined && response.status === 200 && expected.test(response.body);
    expect(
      notFound || rightPage,
      `status ${response.status}, body starts ${JSON.stringify(response.body.slice(0, 200))}`,
    ).toBe(true);
  });
}

// The same in the browser (which normalises `..` itself): the page shows
// the not-found content, not a blank page, and nothing throws.
test.describe('in the browser', () => {
  // Chromium logs the status of the page itself: 404 on nginx; on `docusaurus
  // serve`, also the documented 400 and 500 answers (each test checks which).
  test.use({expectedConsoleErrors: [/the server responded with a status of (400|404|500)/]});
  for (const path of browserPaths) {
    test(`the browser at ${path.length > 60 ? `${path.slice(0, 40)}…` : path} shows the not-found page`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      const exception = serveException(path);
      if (exception) {
        expect(response?.status(), exception.reason).toBe(exception.status);
        await expect(page.getByText(exception.message)).toBeVisible();
        return;
      }
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: NOT_FOUND})).toBeVisible();
    });
  }
});

test('unknown query parameters are ignored: the page opens as usual', async ({page}) => {
  const response = await page.goto(
    '/docs/components/button?utm_source=x&__proto__[polluted]=1&constructor[prototype][polluted]=1&q=<script>window.__pwned=1</script>&%00=%00',
  );
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Button');
  expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  expect(await payloadRan(page)).toBe(false);
});
