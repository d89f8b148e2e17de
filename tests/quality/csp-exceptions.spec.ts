import {cspExceptions} from '../exceptions/csp';
import type {CspReport} from '../support/csp-violations';
import {hostOf} from '../support/test-host';
import {expect, test} from '../support/test';

/**
 * Each accepted CSP violation (tests/exceptions/csp.ts) must still happen:
 * provoked as its entry says, on nginx with the policy enforced, the browser
 * reports a violation the entry matches. When a dependency stops doing it,
 * this fails and the entry must be removed.
 */
test.beforeEach(({}, testInfo) => {
  test.skip(hostOf(testInfo) !== 'nginx', 'the CSP is deploy/nginx.conf’s: runs in the nginx project');
});

for (const exception of cspExceptions) {
  test(`CSP exception ${exception.id} is still needed`, async ({page}) => {
    // The same fields the report-uri receives, read in the page as they happen.
    await page.addInitScript(() => {
      const seen: Record<string, unknown>[] = [];
      (window as unknown as {__cspSeen: typeof seen}).__cspSeen = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push({
          'document-uri': event.documentURI,
          'blocked-uri': event.blockedURI,
          'effective-directive': event.effectiveDirective,
          'violated-directive': event.violatedDirective,
          'source-file': event.sourceFile,
          'line-number': event.lineNumber,
          'column-number': event.columnNumber,
        });
      });
    });
    await exception.provoke(page);
    const seen = () => page.evaluate(() => (window as unknown as {__cspSeen: CspReport[]}).__cspSeen);
    await expect
      .poll(async () => (await seen()).some((report) => exception.matches(report)), {
        message: `no CSP report matched ${exception.id}: remove it from tests/exceptions/csp.ts`,
      })
      .toBe(true);
  });
}
