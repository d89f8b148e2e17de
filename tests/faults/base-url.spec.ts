import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Route} from '@playwright/test';
import {expect, test} from '../support/test';
import {htmlFileOf, isFile} from '../../src/plugins/shared/build-files';
import {openHydrated} from '../support/hydration';
import {notFoundConsoleError} from '../support/page-guards';

/**
 * The site is built for baseUrl '/'. Published under /bui/ instead, its pages
 * ask for /assets/…, which 404, so React never starts; Docusaurus' inline
 * script on the home page then shows its base-URL misconfiguration banner
 * (core's BaseUrlIssueBanner), suggesting baseUrl = '/bui/'.
 *
 * The "wrong host" is played by the browser's request interception: the
 * build's files under /bui/ on a made-up origin, 404 for everything else.
 */
const origin = 'http://wrong-base-url.localhost';
const build = path.resolve('build');

async function serveUnderSubPath(route: Route): Promise<void> {
  const {pathname} = new URL(route.request().url());
  if (pathname.startsWith('/bui/')) {
    const rest = decodeURIComponent(pathname.slice('/bui'.length));
    // A file as it is (assets), or the page of a route.
    const file = (await isFile(path.join(build, rest))) ? path.join(build, rest) : await htmlFileOf(build, rest);
    if (file?.startsWith(`${build}${path.sep}`)) return route.fulfill({status: 200, path: file});
  }
  return route.fulfill({status: 404, contentType: 'text/html', body: await readFile(path.join(build, '404.html'))});
}

test.describe('served under the wrong base path', () => {
  // The made-up host is answered by page.route above, never by the network;
  // the bundle it is asked for at the root answers 404, which Chromium logs.
  test.use({expectedOrigins: [origin], expectedConsoleErrors: [notFoundConsoleError]});

  test('the home page shows the base-URL banner', async ({page}) => {
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
    });
    await page.route(`${origin}/**`, serveUnderSubPath);
    await page.goto(`${origin}/bui/`);

    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = / (default value)');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/bui/');
    // Why: the bundle was asked for at the root, where this host has nothing.
    expect(notFound.some((pathname) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(pathname))).toBe(true);
  });
});

test('control: served at its base path, the home page has no banner', async ({page}) => {
  await openHydrated(page, '/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});
