import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {expect, test} from '../support/test';

const samples = [
  '/docs/components/button',
  '/docs/category/foundations',
  '/blog',
  '/blog/tags/hello',
  '/docs/tags/web',
  '/docs',
];

test.describe('on docusaurus serve', () => {
  for (const route of samples) {
    test(`${route}/ and ${route}.html lead to ${route}`, async ({page, baseURL}) => {
      for (const variant of [`${route}/`, `${route}.html`]) {
        const response = await page.goto(variant);
        expect(response?.status()).toBe(200);
        expect(page.url()).toBe(`${baseURL}${route}`);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.getByText('Page Not Found')).toHaveCount(0);
      }
    });
  }
});

test.describe('on a plain static file host (python http.server)', () => {
  // The server this describe starts, on a port per worker (below).
  test.use({expectedOrigins: [/^http:\/\/127\.0\.0\.1:43\d\d$/]});
  let server: ChildProcess;
  let origin = '';

  // One server per worker, on a port of its own.
  test.beforeAll(async ({}, testInfo) => {
    const port = 4300 + testInfo.parallelIndex;
    origin = `http://127.0.0.1:${port}`;
    server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1'], {
      cwd: path.resolve('build'),
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i += 1) {
      try {
        await fetch(`${origin}/`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('python3 -m http.server did not start');
  });
  test.afterAll(() => {
    server?.kill();
  });

  for (const route of samples) {
    test(`${route}, ${route}/ and ${route}.html open the page, whose canonical URL is ${route}`, async ({page}) => {
      for (const variant of [route, `${route}/`, `${route}.html`]) {
        const response = await page.goto(`${origin}${variant}`);
        expect(response?.status(), variant).toBe(200);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page).toHaveURL(`${origin}${route}`);
        await expect(page.getByText('Page Not Found')).toHaveCount(0);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(route);
      }
    });
  }
});
