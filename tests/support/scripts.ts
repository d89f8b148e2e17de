import type {Page} from '@playwright/test';

/**
 * Records every script the page loads from now on. `texts()` fetches their
 * sources again (from the same host), keyed by URL, for checks of what a
 * page's code holds.
 */
export function recordScripts(page: Page): {urls: string[]; texts: () => Promise<Map<string, string>>} {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return {
    urls,
    texts: async () =>
      new Map(await Promise.all(urls.map(async (url) => [url, await (await page.request.get(url)).text()] as const))),
  };
}
