import {notFoundConsoleError} from '../support/page-guards';
import {expect, test} from '../support/test';
import {SITE_TITLE, specRoutes} from '../../src/spec-routes';

const titlePattern = new RegExp(`^(.+) \\| ${SITE_TITLE}$`);

test.describe('every route of the spec', () => {
  for (const route of specRoutes) {
    // Cleanly: the shared fixture (tests/support/test.ts) fails it on any console error or foreign request.
    test(`${route} renders its own page, cleanly`, async ({page, baseURL}) => {
      const response = await page.goto(route, {waitUntil: 'networkidle'});
      expect(response?.status(), 'HTTP status').toBe(200);
      expect(page.url(), 'no redirect away from the canonical URL').toBe(`${baseURL}${route}`);

      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      // While React hydrates, the theme's Layout briefly sets the site title
      // before the page's own <Head> applies: wait for the page's title.
      await expect(page).toHaveTitle(titlePattern);
      const title = await page.title();

      // Docs, blog posts and generated pages: the page title names what the h1 says.
      if (route.startsWith('/docs/') && !route.startsWith('/docs/tags')) {
        const h1 = (await page.locator('h1').first().innerText()).trim();
        expect(title).toBe(`${h1} | ${SITE_TITLE}`);
      }

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(route);
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
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/not/a/route');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });
});
