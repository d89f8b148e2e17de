import {test as base, expect} from '@playwright/test';
import {guardPage} from './page-guards';

export interface PageGuardOptions {
  /**
   * Console errors a test provokes on purpose (a thrown component, a blocked
   * storage call), matched against the message text. Anything else fails it.
   */
  expectedConsoleErrors: RegExp[];
  /** Uncaught exceptions a test provokes on purpose. */
  expectedPageErrors: RegExp[];
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
  pageGuards: [
    async ({page, baseURL, expectedConsoleErrors, expectedPageErrors}, use) => {
      const guards = guardPage(page, new URL(baseURL!).origin);
      await use(guards);
      const unexpected = (messages: string[], allowed: RegExp[]) =>
        messages.filter((message) => !allowed.some((pattern) => pattern.test(message)));
      expect(unexpected(guards.pageErrors, expectedPageErrors), 'uncaught exceptions').toEqual([]);
      expect(unexpected(guards.consoleErrors, expectedConsoleErrors), 'console errors').toEqual([]);
      expect(guards.foreignRequests, 'requests to other hosts').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
