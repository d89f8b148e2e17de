import {test as base, expect, type BrowserContext} from '@playwright/test';
import {PageGuard, type OriginRule} from './page-guards';

export interface PageGuardOptions {
  /**
   * Console errors a test provokes on purpose (a thrown component, a blocked
   * storage call), matched against the message text. Anything else fails it.
   */
  expectedConsoleErrors: RegExp[];
  /** Uncaught exceptions a test provokes on purpose. */
  expectedPageErrors: RegExp[];
  /**
   * Uncaught exceptions a test may provoke, depending on timing: a prefetch
   * that fails just as the page reloads may or may not report its error first.
   */
  allowedPageErrors: RegExp[];
  /**
   * Origins besides the site's (baseURL) that a test opens on purpose: a
   * server it starts itself, a made-up host it answers with page.route.
   */
  expectedOrigins: OriginRule[];
}

/**
 * Every browser test imports `test` and `expect` from here rather than from
 * `@playwright/test`: an automatic fixture watches every page the test opens
 * (in the default context and in any context it creates) for what a reader
 * must never meet (console errors, uncaught exceptions, requests to another
 * host) and fails the test after it ran, with the list. A test that provokes
 * one on purpose declares it with test.use({expectedConsoleErrors: […]}) and
 * the like, so nothing else slips through with it.
 */
export const test = base.extend<PageGuardOptions & {pageGuards: PageGuard}>({
  expectedConsoleErrors: [[], {option: true}],
  expectedPageErrors: [[], {option: true}],
  allowedPageErrors: [[], {option: true}],
  expectedOrigins: [[], {option: true}],
  pageGuards: [
    async (
      {browser, baseURL, expectedConsoleErrors, expectedPageErrors, allowedPageErrors, expectedOrigins},
      use,
      testInfo,
    ) => {
      const guard = new PageGuard([...(baseURL ? [new URL(baseURL).origin] : []), ...expectedOrigins]);
      // The browser is shared by the worker's tests: listen for this test only.
      const stopWatching: (() => void)[] = [];
      const onContext = (context: BrowserContext) => stopWatching.push(guard.watchContext(context));
      for (const context of browser.contexts()) onContext(context);
      browser.on('context', onContext);
      try {
        await use(guard);
      } finally {
        browser.off('context', onContext);
        for (const stop of stopWatching) stop();
      }
      const unexpected = (messages: string[], allowed: RegExp[]) =>
        messages.filter((message) => !allowed.some((pattern) => pattern.test(message)));
      // A declared error that never came is a stale allowance: it would let a real one through later.
      const unseen = (messages: string[], allowed: RegExp[]) =>
        allowed.filter((pattern) => !messages.some((message) => pattern.test(message))).map(String);
      expect(
        unexpected(guard.pageErrors, [...expectedPageErrors, ...allowedPageErrors]),
        'uncaught exceptions',
      ).toEqual([]);
      expect(unexpected(guard.consoleErrors, expectedConsoleErrors), 'console errors').toEqual([]);
      expect(guard.foreignRequests, 'requests to other hosts').toEqual([]);
      // Only a test that ran to the end has met every error it expects.
      if (testInfo.status !== 'passed') return;
      expect(unseen(guard.pageErrors, expectedPageErrors), 'expectedPageErrors that never happened').toEqual([]);
      expect(unseen(guard.consoleErrors, expectedConsoleErrors), 'expectedConsoleErrors that never happened').toEqual(
        [],
      );
    },
    {auto: true},
  ],
});

export {expect};
