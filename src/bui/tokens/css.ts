/**
 * The design system's stylesheet: every token as a CSS custom property.
 * A pure function, so the site's plugin only writes its result to a file and
 * loads it, and tests can read it without a build.
 */
import {colorTokens} from './colors';
import type {ColorMode} from './colors';
import {shadowTokens} from './elevation';
import {scaleTokens} from './scale';

/** One `--name: value` list per mode: the colours and shadows. */
export function themedDeclarations(mode: ColorMode): [property: string, value: string][] {
  return [
    ...colorTokens.map((token): [string, string] => [token.cssVar, token[mode]]),
    ...shadowTokens.map((token): [string, string] => [token.cssVar, token[mode]]),
  ];
}

/** The values shared by both modes. */
export function scaleDeclarations(): [property: string, value: string][] {
  return scaleTokens.map((token) => [token.cssVar, token.value]);
}

function rule(selectors: readonly string[], declarations: readonly (readonly [string, string])[]): string {
  const body = declarations.map(([property, value]) => `  ${property}: ${value};`).join('\n');
  return `${selectors.join(',\n')} {\n${body}\n}\n`;
}

/**
 * Light values on `:root`; dark values when the page is dark
 * (`[data-theme='dark']` on the root, the site's switch) or inside any element
 * with `data-bui-theme='dark'`; `data-bui-theme='light'` forces light inside a
 * dark page. An element's own declarations beat inherited ones, so a forced
 * frame wins over its page whichever way round.
 */
export function buildTokensCss(): string {
  return [
    '/* Generated from src/bui/tokens by buildTokensCss(). Do not edit. */\n',
    rule([':root'], scaleDeclarations()),
    rule([':root', "[data-bui-theme='light']"], [['color-scheme', 'light'], ...themedDeclarations('light')]),
    // `:root[…]` outranks `:root` above whatever order stylesheets load in.
    rule(
      [":root[data-theme='dark']", "[data-bui-theme='dark']"],
      [['color-scheme', 'dark'], ...themedDeclarations('dark')],
    ),
  ].join('\n');
}
