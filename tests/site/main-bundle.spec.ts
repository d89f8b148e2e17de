import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {frontMatterDescription} from '../support/front-matter';
import {hasHydrated, openHydrated, UNHYDRATED_ISLAND} from '../support/hydration';
import {expect, test} from '../support/test';
import {modal, openModal} from '../search/browser';
import {recordScripts} from '../support/scripts';

/**
 * What the browser never runs stays out of the scripts a page loads
 * (src/plugins/lean-main-bundle, src/theme/NavbarItem/ComponentTypes.tsx,
 * src/theme/SearchBar): each marker below is a string only that code holds.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const neverOnLoad: [what: string, marker: RegExp][] = [
  ['all of tslib (its disposal helper)', /An error was suppressed during disposal/],
  ["the route registry's module paths", /"@(?:site|theme|generated)\/[^"]+",\d+\]/],
  ['the locale and version dropdowns of the navbar', /mobileLanguageDropdown|mobileVersionsDropdown/],
  [
    "the footer's link columns and logo, which this footer has none of (src/theme/Footer)",
    /footer__link-item|footer__logo/,
  ],
  [
    'the nprogress library (src/plugins/lean-main-bundle/client/progressBar.ts draws the bar)',
    /nprogress-custom-parent/,
  ],
  ["the search modal's texts", /theme\.SearchModal\.searchBox\.resetButtonTitle|Clear the query/],
  [
    "the docs' descriptions (they load with the category index pages)",
    new RegExp(escapeRegExp(frontMatterDescription('docs/components/accordion.mdx'))),
  ],
];

async function scriptTexts(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = recordScripts(page);
  await openHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return scripts.texts();
}

for (const path of ['/docs/getting-started/intro', '/docs/components/button']) {
  test(`${path} loads none of the code the browser never runs`, async ({page}) => {
    const scripts = await scriptTexts(page, path);
    expect([...scripts.keys()].some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    for (const [what, marker] of neverOnLoad) {
      expect(
        [...scripts].filter(([, text]) => marker.test(text)).map(([url]) => url),
        what,
      ).toEqual([]);
    }
  });
}

test('the Button page loads none of the menus, modals and popovers of react-aria-components, which it does not show', async ({
  page,
}) => {
  // The phone frame of the examples (src/components/Example) once imported ModalContext, which brought them all.
  const scripts = await scriptTexts(page, '/docs/components/button');
  const holding = (marker: string) => [...scripts].filter(([, text]) => text.includes(marker)).map(([url]) => url);
  expect(holding('react-aria-Button')).not.toEqual([]);
  for (const marker of ['react-aria-Menu', 'react-aria-Modal', 'react-aria-Popover'])
    expect(holding(marker), marker).toEqual([]);
});

test("the search modal's texts come with the modal", async ({page}) => {
  await openHydrated(page, '/docs/getting-started/intro');
  await expect(page.locator('.navbar .DocSearch-Button')).toHaveAccessibleName(/^Search/);
  await openModal(page);
  const input = modal(page).locator('.DocSearch-Input');
  await expect(input).toHaveAttribute('placeholder', 'Search docs');
  await input.fill('button');
  await expect(modal(page).getByRole('button', {name: 'Clear the query'})).toBeVisible();
});

test("a component page's own scripts hold none of its examples' code, which loads when the reader sets out for an example: the pointer over it, or the first scroll for all; the examples stay drawn until then", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const response = await page.goto('/docs/components/button');
  // The server's markup: the hero's buttons are there before any code for them.
  const hero = page.locator('figure[data-example]').first();
  await expect(hero.getByRole('button', {name: 'Save changes'})).toBeVisible();
  // The scripts the server's HTML names, read from the response: by now the islands may have loaded and added
  // their own script elements to the live document, which are not the page's own.
  const html = (await response?.text()) ?? '';
  const named = load(html)('script[src]')
    .map((_, node) => new URL(node.attribs.src ?? '', page.url()).href)
    .get();
  const holding = async (marker: string) =>
    [...(await scripts.texts())].filter(([, text]) => text.includes(marker)).map(([url]) => url);
  expect(named.length).toBeGreaterThan(0);
  expect((await holding('react-aria-Button')).filter((url) => named.includes(url))).toEqual([]);

  // A reader who only reads: the page hydrates and goes idle, and no example's code loads, the hero's included.
  await page.waitForFunction(hasHydrated, null, {polling: 'raf'});
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 3000})));
  await page.waitForTimeout(1000);
  expect(await holding('react-aria-Button')).toEqual([]);
  await expect(page.locator(UNHYDRATED_ISLAND)).toHaveCount(await page.locator('[data-island]').count());

  // The pointer over the hero: its code loads and it hydrates; the last example does not.
  // The mouse alone (a locator's hover would scroll it into view first, and a scroll loads every example).
  const box = await hero.locator('[data-island]').getByRole('button', {name: 'Save changes'}).boundingBox();
  expect(box, 'the hero is on the screen').not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(hero.locator('[data-island-hydrated]')).toHaveCount(1);
  expect(await holding('react-aria-Button')).not.toEqual([]);
  const last = page.locator('figure[data-example]').last();
  await page.waitForTimeout(1000);
  await expect(last.locator(UNHYDRATED_ISLAND)).toHaveCount(1);
  // The first scroll (a turn of the wheel) brings in the rest.
  await page.mouse.wheel(0, 0);
  await expect(page.locator(UNHYDRATED_ISLAND)).toHaveCount(0);
});
