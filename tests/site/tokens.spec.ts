import type {Page} from '@playwright/test';
import {colorTokens, scaleTokens, shadowTokens} from '../../src/bui/tokens';
import type {ColorMode, ScaleCategory} from '../../src/bui/tokens';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';

/**
 * The generated stylesheet as the browser sees it: every token declared, the
 * site's mode switching the themed ones, and `data-bui-theme` forcing either
 * mode inside a page of the other (as the colour page's pair samples do).
 *
 * The build minifies the CSS (`120ms` becomes `.12s`), so values are compared
 * the way the browser uses them: the token and the source value are applied to
 * the same property of two probes, and their computed styles must match.
 */
interface Check {
  name: string;
  property: string;
  literal: string;
}

const propertyFor: Record<ScaleCategory, string> = {
  space: 'width',
  radius: 'width',
  'font-size': 'width',
  'font-weight': 'font-weight',
  'line-height': 'line-height',
  size: 'width',
  border: 'width',
  duration: 'transition-duration',
  easing: 'transition-timing-function',
  // `order` takes any integer and computes to it, whatever the layout.
  layer: 'order',
  opacity: 'opacity',
};

function checksFor(mode: ColorMode): Check[] {
  return [
    ...colorTokens.map((token) => ({name: token.cssVar, property: 'color', literal: token[mode]})),
    ...shadowTokens.map((token) => ({name: token.cssVar, property: 'box-shadow', literal: token[mode]})),
    ...scaleTokens.map((token) => ({name: token.cssVar, property: propertyFor[token.category], literal: token.value})),
  ];
}

/** Tokens whose value, seen from inside `selector`, differs from the source. */
async function mismatches(page: Page, selector: string, checks: Check[]): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((host, list) => {
      const probe = () => host.appendChild(document.createElement('div'));
      const viaToken = probe();
      const viaSource = probe();
      const wrong = list.flatMap(({name, property, literal}) => {
        const declared = getComputedStyle(host).getPropertyValue(name).trim();
        viaToken.style.setProperty(property, `var(${name})`);
        viaSource.style.setProperty(property, literal);
        const got = getComputedStyle(viaToken).getPropertyValue(property);
        const want = getComputedStyle(viaSource).getPropertyValue(property);
        return declared !== '' && got === want ? [] : [`${name}: "${declared}" gives ${got}, the source ${want}`];
      });
      viaToken.remove();
      viaSource.remove();
      return wrong;
    }, checks);
}

async function openIn(page: Page, mode: ColorMode, path: string): Promise<void> {
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await openHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const mode of ['light', 'dark'] as const) {
  const other: ColorMode = mode === 'light' ? 'dark' : 'light';

  test(`every token has its ${mode} value on a ${mode} page, and data-bui-theme forces ${other}`, async ({page}) => {
    await openIn(page, mode, '/docs/foundations/colours');
    expect(await mismatches(page, 'html', checksFor(mode))).toEqual([]);
    await expect(page.locator(`[data-bui-theme='${other}']`).first()).toBeVisible();
    expect(await mismatches(page, `[data-bui-theme='${other}']`, checksFor(other))).toEqual([]);
    // The forced frame is not the page: the same check with the page's values must fail there.
    expect(await mismatches(page, `[data-bui-theme='${other}']`, checksFor(mode))).not.toEqual([]);
  });
}
