import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {APIResponse} from '@playwright/test';
import {expect, test} from '../support/test';
import {waitForHydration} from '../support/hydration';
import {hostOf} from '../support/test-host';

/**
 * deploy/nginx.conf as a real host serves it (Playwright project "nginx"): clean
 * URLs as ARCHITECTURE.md "URLs and hosting" says, the 404 page with status 404, long caching only
 * for hashed assets, and the security headers on every response.
 */
test.beforeEach(({}, testInfo) => {
  test.skip(hostOf(testInfo) !== 'nginx', 'checks deploy/nginx.conf: runs in the nginx project');
});

const noRedirect = {maxRedirects: 0};

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  const scriptSources = directives.get('script-src') ?? [];
  expect(scriptSources[0], what).toBe("'self'");
  expect(scriptSources, what).not.toContain("'unsafe-inline'");
  expect(scriptSources, what).not.toContain("'unsafe-eval'");
  // blob: runs the playground's compiled code (decisions/0005-playground-as-a-blob-module.md: never 'unsafe-eval');
  // every other script source is the hash of an inline script of the build.
  expect(scriptSources[1], what).toBe('blob:');
  const hashes = readFileSync(path.resolve('build', '.csp-script-hashes'), 'utf8').split('\n').filter(Boolean);
  expect(scriptSources.slice(2).sort(), what).toEqual([...hashes].sort());
  expect(directives.get('connect-src'), what).toEqual(["'self'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('base-uri'), what).toEqual(["'self'"]);
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers.server, what).toBe('nginx');
}

test('pages, redirects, errors and assets all carry the security headers', async ({request}) => {
  const home = await request.get('/', noRedirect);
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, '/');
  expectSecurityHeaders(await request.get('/docs/components/button', noRedirect), 'a docs page');
  expectSecurityHeaders(await request.get('/docs/components/button/', noRedirect), 'a redirect');
  expectSecurityHeaders(await request.get('/no/such/page', noRedirect), 'the 404 page');
  expectSecurityHeaders(await request.get('/search-index.json', noRedirect), 'the search index');
});

test('clean URLs: <route> is the page; <route>/ and <route>.html redirect to it with 301, query kept', async ({
  request,
}) => {
  for (const route of [
    '/docs/components/button',
    '/docs',
    '/blog',
    '/blog/tags/hello',
    '/docs/category/foundations',
    '/search',
  ]) {
    const page = await request.get(route, noRedirect);
    expect(page.status(), route).toBe(200);
    expect(page.headers()['content-type'], route).toBe('text/html; charset=utf-8');
    for (const variant of [`${route}/`, `${route}.html`, `${route}/index.html`]) {
      const redirect = await request.get(`${variant}?q=1`, noRedirect);
      expect(redirect.status(), variant).toBe(301);
      expect(redirect.headers().location, variant).toBe(`${route}?q=1`);
    }
  }
  const home = await request.get('/index.html', noRedirect);
  expect(home.status()).toBe(301);
  expect(home.headers().location).toBe('/');
});

test('an unknown address gets the 404 page with status 404; host-only files are not served', async ({request}) => {
  for (const address of [
    '/no/such/page',
    '/docs/components/nope',
    '/.nginx-csp.conf',
    '/.csp-script-hashes',
    '/404.html',
  ]) {
    const response = await request.get(address, {maxRedirects: 5});
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain('Page Not Found');
  }
});

test('hashed assets are cached for a year; HTML and unhashed files are revalidated', async ({request, page}) => {
  await page.goto('/docs/components/button');
  await waitForHydration(page);
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).getAttribute('src')!));
  const styles = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLLinkElement).getAttribute('href')!));
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  for (const asset of [...scripts, ...styles]) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  // The search index's parts live in a folder named by their hash; its head (which names the folder) is revalidated.
  const {hash} = (await (await request.get('/search-index.json')).json()) as {hash: string};
  const part = `/search-index/${hash}/t0.json`;
  expect((await request.get(part)).headers()['cache-control'], part).toBe('public, max-age=31536000, immutable');
  for (const file of ['/docs/components/button', '/', '/search-index.json', '/sitemap.xml', '/img/logo.svg']) {
    expect((await request.get(file)).headers()['cache-control'], file).toBe('no-cache');
  }
});
