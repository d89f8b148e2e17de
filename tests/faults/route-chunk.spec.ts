import {expect, test} from '../support/test';
import {clickSidebarLink, markWindow, openHydrated, windowIsMarked} from './helpers';
import {waitForHydration} from '../support/hydration';

/**
 * The spec: "Route preload failure → Page reloads". A chunk of the next page
 * that fails to load (after a deployment renamed it, say) makes Docusaurus
 * load the target address afresh instead of leaving the reader stuck.
 */
test.describe('with the next page’s code failing to load', () => {
  // The failed loads (Chromium logs each), which Docusaurus answers with the
  // reload under test. The prefetch on hover fails too; whether its error is
  // reported before the page reloads depends on timing.
  test.use({
    expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/],
    allowedPageErrors: [/^Loading chunk \d+ failed\./],
  });

  test('a route chunk that fails to load reloads the page at the target address', async ({page}) => {
    await openHydrated(page, '/docs/components/button');
    await markWindow(page);

    // Fail every script request until the browser starts loading a document
    // again: that is the next route's chunks, and only them.
    let reloading = false;
    const aborted: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloading = true;
    });
    await page.route('**/assets/js/**', async (route) => {
      if (reloading) return route.continue();
      aborted.push(new URL(route.request().url()).pathname);
      return route.abort('failed');
    });
    const documentLoads: string[] = [];
    page.on('load', () => documentLoads.push(page.url()));

    await clickSidebarLink(page, '/docs/components/tabs');

    await expect.poll(() => documentLoads.length).toBe(1);
    expect(new URL(documentLoads[0]).pathname).toBe('/docs/components/tabs');
    expect(aborted.length, 'the navigation needed at least one chunk that was not loaded yet').toBeGreaterThan(0);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Tabs');
    expect(await windowIsMarked(page)).toBe(false);
  });
});

test('control: without the fault the same link navigates in place, with no reload', async ({page}) => {
  await openHydrated(page, '/docs/components/button');
  await markWindow(page);
  await clickSidebarLink(page, '/docs/components/tabs');
  await expect(page.locator('h1')).toHaveText('Tabs');
  expect(await windowIsMarked(page)).toBe(true);
});
