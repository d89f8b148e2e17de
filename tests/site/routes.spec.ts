import {notFoundConsoleError} from '../support/page-guards';
import {expect, test} from '../support/test';
import {hasHydrated, openHydrated, slowCpu} from '../support/hydration';
import {SITE_TITLE, specRoutes} from '../../tooling/spec-routes';
import {titlePattern} from './own-page';
import {afterTwoFrames} from '../support/frames';

// Each route's own page (its URL, h1, title, canonical link and design-system code) is checked in the load
// tests/quality/a11y.spec.ts makes of it at desktop width (tests/site/own-page.ts): one load per route for both.

test.describe('the title while the page hydrates', () => {
  // React hydrates in slices and lets the browser paint between them; the
  // head manager commits on the next frame. A slow phone (CPU at a quarter of
  // this machine's speed) gives it frames mid-hydration on every page.
  for (const route of ['/', '/docs/components/button', '/blog/welcome', '/docs/category/components', '/search']) {
    test(`${route}: the server's title stays, unchanged, until and after hydration`, async ({page}) => {
      await page.addInitScript(() => {
        const titles: string[] = [];
        (window as unknown as {titlesSeen: string[]}).titlesSeen = titles;
        // What the tab shows: the <title> element's text.
        new MutationObserver(() => {
          const shown = document.querySelector('head > title')?.textContent ?? '';
          if (titles.at(-1) !== shown) titles.push(shown);
        }).observe(document, {subtree: true, childList: true, characterData: true});
      });
      await slowCpu(page);
      await page.goto(route);
      await page.waitForFunction(hasHydrated, null, {polling: 'raf', timeout: 30_000});
      // Two frames after hydration: any commit it scheduled has landed.
      await afterTwoFrames(page);
      const titles = await page.evaluate(() => (window as unknown as {titlesSeen: string[]}).titlesSeen);
      expect(titles).toHaveLength(1);
      expect(titles[0]).toMatch(titlePattern);
    });
  }
});

test('every route has a title of its own', async ({request}) => {
  // The two tag indexes share Docusaurus' "Tags" title; their h1 and URL tell them apart.
  const titles = new Map<string, string>();
  for (const route of specRoutes.filter((r) => r !== '/docs/tags')) {
    const html = await (await request.get(route)).text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, `title of ${route}`).toMatch(titlePattern);
    const earlier = titles.get(title);
    expect(earlier, `${route} shares its title with ${earlier}`).toBeUndefined();
    titles.set(title, route);
  }
});

test('every route has a meta description, its summary in search engines', async ({request}) => {
  const missing: string[] = [];
  for (const route of specRoutes) {
    const html = await (await request.get(route)).text();
    // Minified HTML quotes the value with ' when it holds a ", and not at all when it is one word.
    const match = /<meta[^>]*\bname=["']?description["']?[^>]*\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(html);
    const description = match?.[1] ?? match?.[2] ?? match?.[3] ?? '';
    if (description.trim().length < 40) missing.push(`${route}: "${description}"`);
  }
  expect(missing, 'routes without a description of 40 characters or more').toEqual([]);
});

test.describe('unknown paths', () => {
  test.use({expectedConsoleErrors: [notFoundConsoleError]});
  for (const path of ['/no-such-page', '/docs/components/no-such-component', '/blog/tags/unknown-tag']) {
    test(`${path} gives the not-found page`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page).toHaveTitle(`Page Not Found | ${SITE_TITLE}`);
      // The chrome is still there, so the reader can find their way back.
      await expect(page.locator('.navbar__brand')).toHaveAttribute('href', '/');
    });
  }
});

test.describe('unknown paths, reached in the browser', () => {
  test('a client-side navigation to an unknown path also shows the not-found page', async ({page}) => {
    // Client-side navigation needs the client app: wait for it, as a reader's click would.
    await openHydrated(page, '/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/not/a/route');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });
});
