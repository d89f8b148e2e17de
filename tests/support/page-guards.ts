import type {Page} from '@playwright/test';

/**
 * Records what a reader would never want to see: console errors, uncaught
 * exceptions, requests to any host other than the site's own, and (on nginx,
 * where deploy/nginx.conf's CSP is enforced) anything the CSP blocked, as
 * Chromium reports it on the console. The whole suite's violations are also
 * collected server-side and fail the nginx run (tests/support/csp-violations.ts).
 */
export function guardPage(page: Page, siteOrigin: string) {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const foreignRequests: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    consoleErrors.push(message.text());
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== siteOrigin) foreignRequests.push(url);
  });
  return {consoleErrors, pageErrors, foreignRequests, cspViolations};
}
