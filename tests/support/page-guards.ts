import type {BrowserContext, Page} from '@playwright/test';

/**
 * What Chromium logs on the console when a page (or any resource) answers
 * 404. A test that opens the not-found page on purpose expects it:
 * test.use({expectedConsoleErrors: [notFoundConsoleError]}).
 */
export const notFoundConsoleError = /the server responded with a status of 404/;

/** An origin a page may talk to: exact (`http://host:port`) or a pattern. */
export type OriginRule = string | RegExp;

/**
 * Watches pages for what a reader must never meet: console errors, uncaught
 * exceptions, and requests to any host other than the site's own. Content-
 * Security-Policy violations, which Chromium also prints as console errors,
 * are kept apart: the CSP gate judges them over the whole run, with its own
 * exception list (tests/support/csp-teardown.ts, tests/exceptions/csp.ts).
 */
export class PageGuard {
  readonly consoleErrors: string[] = [];
  readonly pageErrors: string[] = [];
  readonly foreignRequests: string[] = [];
  readonly cspViolations: string[] = [];
  readonly #watched = new WeakSet<Page>();

  constructor(private readonly origins: readonly OriginRule[]) {}

  isSiteOrigin(origin: string): boolean {
    return this.origins.some((rule) => (typeof rule === 'string' ? rule === origin : rule.test(origin)));
  }

  watch(page: Page): void {
    if (this.#watched.has(page)) return;
    this.#watched.add(page);
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/Content.Security.Policy/i.test(text)) this.cspViolations.push(`${page.url()}: ${text}`);
      else this.consoleErrors.push(text);
    });
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      if (!this.isSiteOrigin(new URL(url).origin)) this.foreignRequests.push(url);
    });
  }

  /** Every page the context has and will open, until the returned function is called. */
  watchContext(context: BrowserContext): () => void {
    for (const page of context.pages()) this.watch(page);
    const onPage = (page: Page) => this.watch(page);
    context.on('page', onPage);
    return () => context.off('page', onPage);
  }
}

/**
 * One page's guard, for helpers that open pages outside the shared fixture.
 * Browser tests get this automatically from tests/support/test.ts.
 */
export function guardPage(page: Page, siteOrigin: string): PageGuard {
  const guard = new PageGuard([siteOrigin]);
  guard.watch(page);
  return guard;
}
