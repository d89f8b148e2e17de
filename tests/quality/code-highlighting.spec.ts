import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {openHydrated, waitForHydration} from '../support/hydration';
import {specRoutes} from '../../src/spec-routes';

/**
 * Prism, with its grammars about 26 KiB gzipped and costly to set up, is not
 * in main.js (src/plugins/code-highlighting): a page that renders no Markdown
 * document (the home page, search, tag lists, category indexes, the blog
 * archive) never downloads it, while a page that shows a code block has it,
 * and highlights in every language the docs use, also after a client-side
 * navigation from a page that had no Prism. (A Markdown page without a code
 * block still loads it: Docusaurus' MDX components import the code block.)
 *
 * Prism's grammars are the only code on the site with `greedy:` keys, so a
 * script holding them is a script holding Prism.
 */
const PRISM_GRAMMAR = 'greedy:';

async function scriptsUntilHydrated(page: Page, route: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await openHydrated(page, route);
  return Promise.all(bodies);
}

for (const route of specRoutes) {
  test(`${route} loads Prism only if it renders Markdown, and has it for a code block`, async ({page}) => {
    const scripts = await scriptsUntilHydrated(page, route);
    const withPrism = scripts.filter((body) => body.includes(PRISM_GRAMMAR)).length;
    const codeBlocks = await page.locator('pre.prism-code').count();
    const markdown = await page.locator('.markdown').count();
    if (codeBlocks > 0) expect(withPrism, `${codeBlocks} code block(s), so Prism`).toBeGreaterThan(0);
    if (markdown === 0) expect(withPrism, 'no Markdown document, so no script with Prism').toBe(0);
  });
}

// Without its grammar, a language's code is one `token plain` per line.
const tokensIn = (page: Page, language: string) => page.locator(`pre.language-${language} .token:not(.plain)`).count();

test('code blocks are highlighted in the languages registered beside the code block (bash) and built in (tsx)', async ({
  page,
}) => {
  await openHydrated(page, '/docs/getting-started/intro');
  expect(await tokensIn(page, 'bash')).toBeGreaterThan(0);
  expect(await tokensIn(page, 'tsx')).toBeGreaterThan(0);
});

test('a client-side navigation from a page without Prism highlights the new page', async ({page}) => {
  await openHydrated(page, '/');
  await page
    .getByRole('link', {name: /get started/i})
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/intro$/);
  await waitForHydration(page);
  // The same document, so the page was rendered in the browser, not by the server.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await expect.poll(() => tokensIn(page, 'bash')).toBeGreaterThan(0);
  await expect.poll(() => tokensIn(page, 'tsx')).toBeGreaterThan(0);
});
