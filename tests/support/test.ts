import {test as base, expect} from '@playwright/test';
import {guardPage} from './page-guards';

/** An origin a page may talk to: exact (`http://host:port`) or a pattern. */
export type OriginRule = string | RegExp;

export interface PageGuardOptions {
  /**
   * Console errors a test provokes on purpose (a thrown component, a blocked
   * storage call), matched against the message text. Anything else fails it.
   */
  expectedConsoleErrors: RegExp[];
  /** Uncaught exceptions a test provokes on purpose. */
  expectedPageErrors: RegExp[];
  /**
   * Origins besides the site's (baseURL) that a test talks to on purpose: a
   * made-up host it answers itself with page.route.
   */
  expectedOrigins: OriginRule[];
}

/**
 * Every browser test imports `test` and `expect` from here rather than from
 * `@playwright/test`: an automatic fixture watches each page for what a reader
 * must never meet (console errors, uncaught exceptions, requests to another
 * host) and fails the test after it ran, with the list.
 */
export const test = base.extend<PageGuardOptions & {pageGuards: ReturnType<typeof guardPage>}>({
  expectedConsoleErrors: [[], {option: true}],
  expectedPageErrors: [[], {option: true}],
  expectedOrigins: [[], {option: true}],
  pageGuards: [
    async ({page, baseURL, expectedConsoleErrors, expectedPageErrors, expectedOrigins}, use) => {
      const guards = guardPage(page, new URL(baseURL!).origin);
      await use(guards);
      const unexpected = (messages: string[], allowed: RegExp[]) =>
        messages.filter((message) => !allowed.some((pattern) => pattern.test(message)));
      expect(unexpected(guards.pageErrors, expectedPageErrors), 'uncaught exceptions').toEqual([]);
      expect(unexpected(guards.consoleErrors, expectedConsoleErrors), 'console errors').toEqual([]);
      const expectedOrigin = (url: string) =>
        expectedOrigins.some((rule) =>
          typeof rule === 'string' ? rule === new URL(url).origin : rule.test(new URL(url).origin),
        );
      expect(
        guards.foreignRequests.filter((url) => !expectedOrigin(url)),
        'requests to other hosts',
      ).toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
