import {expect, test} from '../support/test';
import {clickSidebarLink, markWindow, openHydrated, windowIsMarked} from './helpers';

/**
 * The network goes away after the first load (src/plugins/resilience/client/offline-navigation.ts):
 * pages whose code is already loaded still open; a page that cannot load
 * leaves the current page in place with a message saying why, and opens by
 * itself once the network is back. Never a blank page or the browser's error
 * page.
 */
// Every request made offline fails, and Chromium logs each.
test.use({expectedConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/]});

test('offline: visited pages still open; an unvisited one says it cannot load, then opens when back online', async ({
  page,
  context,
}) => {
  // Intercepting requests turns the HTTP cache off, so "not loaded yet"
  // really means "needs the network" (not "prefetched into the cache").
  await page.route('**/*', (route) => route.continue());
  const documentLoads: string[] = [];

  await openHydrated(page, '/docs/components/button');
  await clickSidebarLink(page, '/docs/components/badge');
  await expect(page.locator('h1')).toHaveText('Badge');
  await clickSidebarLink(page, '/docs/components/button');
  await expect(page.locator('h1')).toHaveText('Button');
  await markWindow(page);
  page.on('load', () => documentLoads.push(page.url()));

  await context.setOffline(true);

  // Already loaded: opens as usual.
  await clickSidebarLink(page, '/docs/components/badge');
  await expect(page.locator('h1')).toHaveText('Badge');

  // Never loaded: the current page stays, and an alert says why.
  await clickSidebarLink(page, '/docs/components/tooltip');
  const notice = page.getByRole('alert').filter({hasText: 'You are offline'});
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('this page could not be opened');
  await expect(page.locator('h1')).toHaveText('Badge');
  expect(await windowIsMarked(page)).toBe(true);
  expect(documentLoads).toEqual([]);

  // Back online, the page the reader asked for opens, in place.
  await context.setOffline(false);
  await expect(page.locator('h1')).toHaveText('Tooltip');
  await expect(page).toHaveURL(/\/docs\/components\/tooltip$/);
  await expect(notice).toHaveCount(0);
  expect(await windowIsMarked(page)).toBe(true);
  expect(documentLoads).toEqual([]);
});

test('offline: the message can be dismissed, and a visited page still opens afterwards', async ({page, context}) => {
  await page.route('**/*', (route) => route.continue());
  await openHydrated(page, '/docs/components/button');
  await context.setOffline(true);
  await clickSidebarLink(page, '/docs/components/select');
  const notice = page.getByRole('alert').filter({hasText: 'You are offline'});
  await expect(notice).toBeVisible();
  await notice.getByRole('button', {name: 'Dismiss'}).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Button');
  await context.setOffline(false);
  await expect(page.locator('h1')).toHaveText('Select');
});
