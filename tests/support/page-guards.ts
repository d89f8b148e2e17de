import type {Page} from '@playwright/test';

/**
 * Records what a reader would never want to see: console errors, uncaught
 * exceptions, and requests to any host other than the site's own.
 */
export function guardPage(page: Page, siteOrigin: string) {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== siteOrigin) foreignRequests.push(url);
  });
  return {consoleErrors, pageErrors, foreignRequests};
}
