import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {expect, test} from '../support/test';
import {openHydrated, waitForHydration} from '../support/hydration';
import {COMPUTED_CODE_ROUTE, PRISM_GRAMMAR} from './page-code';
import {codeThemes} from '../../src/css/prism-themes';
import {afterTwoFrames} from '../support/frames';

/**
 * Code blocks are highlighted when the site is built (src/plugins/code-highlighting):
 * no page loads Prism, whose grammars are about 26 KiB gzipped and costly to
 * set up (tests/site/own-page.ts checks that on every route, in the load
 * a11y.spec.ts makes), yet every block shows its tokens in every language the docs use,
 * also after a client-side navigation. The one exception is code the build
 * cannot see: the test doc renders a block from data with `<CodeBlock>`, and
 * that page loads Prism to colour it after hydration.
 */

test('a block the page computes is plain in the server HTML, and highlighted by Prism once the page loads it', async ({
  page,
  request,
}) => {
  const html = await (await request.get(COMPUTED_CODE_ROUTE)).text();
  const served = /<pre[^>]*language-css[^>]*>(.*?)<\/pre>/s.exec(html)?.[1] ?? '';
  expect(served).toContain('--bui-space-1: 4px;');
  expect(served).not.toMatch(/class="?token (?!plain)/);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await openHydrated(page, COMPUTED_CODE_ROUTE);
  const block = page.locator('.markdown pre.language-css');
  await expect(block.locator('.token.variable').first()).toHaveText('--bui-space-1');
  await expect(block).toContainText('--bui-space-4: 16px;');
  expect((await Promise.all(scripts)).filter((body) => body.includes(PRISM_GRAMMAR)).length).toBeGreaterThan(0);
});

// Without its grammar, a language's code is one `token plain` per line.
const tokensIn = (page: Page, language: string) => page.locator(`pre.language-${language} .token:not(.plain)`).count();

test('code blocks are highlighted in the extra languages (bash) and those prism-react-renderer bundles (tsx)', async ({
  page,
}) => {
  await openHydrated(page, '/docs/getting-started/intro');
  expect(await tokensIn(page, 'bash')).toBeGreaterThan(0);
  expect(await tokensIn(page, 'tsx')).toBeGreaterThan(0);
});

test('a client-side navigation highlights the new page', async ({page}) => {
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

/** prism-react-renderer's rule: a type's style is every entry naming it, later entries winning. */
function styleOf(theme: PrismTheme, type: string): {color?: string; fontStyle?: string} {
  return Object.assign({}, ...theme.styles.filter(({types}) => types.includes(type)).map(({style}) => style)) as {
    color?: string;
    fontStyle?: string;
  };
}

for (const mode of ['light', 'dark'] as const) {
  test(`code blocks keep the server's markup through hydration and take the ${mode} code theme's colours`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    // Counts every code block taken out of the document, from the first byte of the page on.
    await page.addInitScript(() => {
      const counter = window as unknown as {removedCodeBlocks: number};
      counter.removedCodeBlocks = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('pre.prism-code') || node.querySelector('pre.prism-code'))) {
              counter.removedCodeBlocks += 1;
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await openHydrated(page, '/docs/components/button');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // Upstream's code block rebuilds itself in the render after hydration: give that render its frames.
    await afterTwoFrames(page);
    expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks)).toBe(0);

    const theme = codeThemes[mode];
    const computed = (color: string) =>
      page.evaluate((value) => {
        const probe = document.createElement('span');
        probe.style.color = value;
        document.body.append(probe);
        const result = getComputedStyle(probe).color;
        probe.remove();
        return result;
      }, color);
    const block = page.locator('pre.prism-code').first();
    expect(await block.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      await computed(theme.plain.backgroundColor!),
    );
    for (const type of ['keyword', 'string', 'comment']) {
      const token = block.locator(`.token.${type}`).first();
      const want = styleOf(theme, type);
      expect(await token.evaluate((element) => getComputedStyle(element).color), type).toBe(
        await computed(want.color!),
      );
      expect(await token.evaluate((element) => getComputedStyle(element).fontStyle), type).toBe(
        want.fontStyle ?? 'normal',
      );
    }
  });
}
