import type {Page} from '@playwright/test';
import {expect} from '../support/test';
import {expectOnlyItsCode} from '../quality/page-code-loaded';
import {recordScripts} from '../support/scripts';
import {SITE_TITLE} from '../../tooling/spec-routes';

export const titlePattern = new RegExp(`^(.+) \\| ${SITE_TITLE}$`);

/**
 * What every route of the spec must be, checked on a load a test already
 * makes (tests/quality/a11y.spec.ts, at desktop width), so the suite loads
 * each route once for both: its own page at its canonical URL, titled after
 * its h1, with a canonical link to itself, and, once it and its live
 * examples have hydrated, only the design-system code it shows
 * (tests/quality/page-code-loaded.ts). Console errors and requests to other
 * hosts fail the test through the shared fixture (tests/support/test.ts).
 *
 * `watch` goes before the page's navigation, `verify` after it has hydrated.
 */
export function ownPageChecks(route: string, baseURL: string | undefined) {
  let scripts: string[] = [];
  return {
    watch(page: Page): void {
      scripts = recordScripts(page).urls;
    },
    async verify(page: Page): Promise<void> {
      expect(page.url(), 'no redirect away from the canonical URL').toBe(`${baseURL}${route}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      await expect(page).toHaveTitle(titlePattern);
      // Docs, blog posts and generated pages: the page title names what the h1 says.
      if (route.startsWith('/docs/') && !route.startsWith('/docs/tags')) {
        const h1 = (await page.locator('h1').first().innerText()).trim();
        expect(await page.title()).toBe(`${h1} | ${SITE_TITLE}`);
      }
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname, 'canonical link').toBe(route);
      expectOnlyItsCode(route, scripts);
    },
  };
}
