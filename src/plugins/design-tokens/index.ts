import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {colorModes, getColorToken, mixHex} from '../../bui/tokens/index';
import type {ColorMode, ColorTokenName} from '../../bui/tokens/index';
import {codeThemeCss, highlightedLineOverlay} from '../../css/prism-themes';

/**
 * Writes BUI's own stylesheet (what Style Dictionary builds from the DTCG
 * JSON in src/bui/tokens/source, `buildTokensCss()` of src/bui/tokens/build.ts) to a
 * generated file and loads it on every page, followed by the site's mapping of
 * Infima's variables (primary palette, links, text and backgrounds) onto the
 * same tokens, so the docs site wears BUI's colours without a hand-copied
 * value. The mapping lives here, not in src/bui, because Infima is the site's
 * business, not the design system's.
 *
 * Register it by file path (`'./src/plugins/design-tokens/index.ts'`) or by
 * importing it in docusaurus.config.ts: Node's resolver, which Docusaurus uses
 * for string entries, does not look for `index.ts` in a bare folder path.
 */

const PLUGIN_NAME = 'bui-design-tokens';

/** Infima's shade names and how far each is mixed toward black or white. */
const primaryShades: readonly {suffix: string; toward: '#000000' | '#ffffff'; amount: number}[] = [
  {suffix: '-dark', toward: '#000000', amount: 0.1},
  {suffix: '-darker', toward: '#000000', amount: 0.15},
  {suffix: '-darkest', toward: '#000000', amount: 0.3},
  {suffix: '-light', toward: '#ffffff', amount: 0.1},
  {suffix: '-lighter', toward: '#ffffff', amount: 0.15},
  {suffix: '-lightest', toward: '#ffffff', amount: 0.3},
];

/**
 * Infima's (and Docusaurus' code-block) variables for one mode. Values are written out (not `var()`
 * references) because Infima derives nothing from them at runtime and the
 * shades must be computed here, but every one is read or derived from a token.
 */
export function infimaDeclarations(mode: ColorMode): [string, string][] {
  const value = (name: ColorTokenName) => getColorToken(name)[mode];
  const primary = value('color-primary');
  const shades: [string, string][] = primaryShades.map(({suffix, toward, amount}) => [
    `--ifm-color-primary${suffix}`,
    mixHex(primary, toward, amount),
  ]);
  return [
    ['--ifm-color-primary', primary],
    ...shades,
    ['--ifm-link-color', primary],
    ['--ifm-link-hover-color', value('color-primary-hover')],
    ['--ifm-font-color-base', value('color-text')],
    ['--ifm-font-color-secondary', value('color-text-muted')],
    ['--ifm-background-color', value('color-surface')],
    ['--ifm-background-surface-color', value('color-surface-raised')],
    // The code themes were made readable against exactly this overlay.
    ['--docusaurus-highlighted-code-line-bg', highlightedLineOverlay[mode]],
  ];
}

const selectorFor: Record<ColorMode, string> = {
  light: ':root',
  // Infima sets its dark backgrounds on `html[data-theme='dark']`; `:root`
  // adds the specificity needed to win whatever order the CSS loads in.
  dark: ":root[data-theme='dark']",
};

/** BUI's stylesheet followed by the site's Infima mapping and its code blocks' colours. */
/**
 * Style Dictionary, loaded when the plugin runs rather than when docusaurus.config.ts is read: reading the config
 * (tests, `docusaurus --help`) then skips a large ESM package that jiti would transpile each time.
 */
const loadTokenBuild = () => import('../../bui/tokens/build');

export async function buildSiteTokensCss(): Promise<string> {
  const infima = colorModes.map((mode) => {
    const body = infimaDeclarations(mode)
      .map(([property, value]) => `  ${property}: ${value};`)
      .join('\n');
    return `${selectorFor[mode]} {\n${body}\n}\n`;
  });
  return [
    await (await loadTokenBuild()).buildTokensCss(),
    '/* The site: Infima on BUI tokens (src/plugins/design-tokens). */\n',
    ...infima,
    "/* The code blocks' colours (src/css/prism-themes.ts). */",
    codeThemeCss(),
  ].join('\n');
}

// Async because Style Dictionary is; Docusaurus awaits a plugin factory's promise.
export default async function designTokensPlugin(context: LoadContext): Promise<Plugin> {
  const cssFile = path.join(context.generatedFilesDir, 'bui-design-tokens', 'tokens.css');
  // Written when the plugin is created, so the file exists before any bundler
  // asks for the client modules.
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, await buildSiteTokensCss(), 'utf8');

  return {
    name: PLUGIN_NAME,

    getClientModules() {
      return [cssFile];
    },

    // In `docusaurus start`, editing a token reloads the plugin and rewrites the CSS.
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src', 'bui', 'tokens', '**', '*.{ts,json}')];
    },
  };
}
