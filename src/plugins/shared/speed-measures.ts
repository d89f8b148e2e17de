import type {InternalId} from '../../upgrade-surface';

/**
 * The speed measures that can be switched off one at a time, for the
 * ablation (`npm run bench:ablation`, issue 21). Each is named by what it
 * does and points at its decision record. `BUI_BENCH_WITHOUT=<name>` builds
 * the site without that measure: a build to measure, never to publish.
 *
 * Measures whose code cannot be left out by configuration (a swizzle, the
 * ejected search modal) are not here; bench-results/ablation.md says which.
 */
interface Measure {
  /** Its decision record, in decisions/. */
  record: string;
  /** What a build without it does instead. */
  off: string;
  /** The private internals it relies on (src/upgrade-surface.ts). */
  internals: readonly InternalId[];
}

export const SPEED_MEASURES = {
  'docsearch-without-ask-ai': {
    record: '0004-docsearch-modal-without-ask-ai.md',
    off: "the search modal's chunk keeps Ask AI's SDK (docsearch-without-ask-ai plugin left out)",
    internals: ['docsearchModal', 'docsearchAskAiState'],
  },
  'build-time-highlighting': {
    record: '0006-build-time-code-highlighting.md',
    off: "code blocks are highlighted in the browser by the theme's Prism (code-highlighting plugin and remark step left out)",
    internals: ['themeClassicPrismLanguages', 'themeClassicRegistersPrismLanguages', 'themeClassicCodeBlockContent'],
  },
  'per-page-stylesheets': {
    record: '0007-per-page-stylesheets.md',
    off: "the design system's CSS goes back into the one stylesheet every page links (bui-library's `styles` rule)",
    internals: ['splitChunkGroups', 'statsChunkGroups', 'routesForStylesheets', 'docsearchModalCss'],
  },
  'examples-load-apart': {
    record: '0008-live-examples-as-islands.md',
    off: "the live examples' code is in the page's own scripts instead of chunks fetched after hydration",
    internals: [],
  },
  'compact-route-tables': {
    record: '0009-compact-route-tables.md',
    off: 'registry.js, routes.js, routesChunkNames.json and globalData.json are bundled as Docusaurus writes them',
    internals: ['registryFormat', 'routesFormat', 'globalDataFormat'],
  },
  'doc-descriptions-move': {
    record: '0010-doc-descriptions-on-category-pages.md',
    off: "every doc's description stays in the docs plugin's route data",
    internals: ['docsPropsFormat'],
  },
  'progress-bar-without-nprogress': {
    record: '0012-progress-bar-without-nprogress.md',
    off: "theme-classic's nprogress progress bar (no alias)",
    internals: ['themeClassicProgressBar', 'themeClassicProgressBarModule', 'themeClassicProgressBarCss'],
  },
  'docs-shell-chunk': {
    record: '0013-docs-shell-chunk-group.md',
    off: "the docs layout's route chunks load one by one (no docs-shell group)",
    internals: ['themeClassicDocVersionRoot', 'themeClassicDocsRoot', 'docsPluginData'],
  },
  'chunk-files-by-id': {
    record: '0014-chunk-files-named-by-id.md',
    off: 'on-demand chunk files are named by chunk name, as Docusaurus names them',
    internals: ['chunkFileNames', 'chunkFilesById'],
  },
  'main-bundle-trims': {
    record: '0015-main-bundle-trims.md',
    off: '@docusaurus/utils-common is bundled whole (the swizzled navbar item types stay; they are a swizzle, not configuration)',
    internals: ['utilsCommonTrailingSlash', 'utilsCommonStrings', 'utilsCommonErrors'],
  },
  'design-system-outside-common': {
    record: '0016-design-system-outside-the-common-chunk.md',
    off: "the design system may go into Docusaurus' `common` chunk that every page loads",
    internals: ['splitChunkGroups'],
  },
} as const satisfies Record<string, Measure>;

export type SpeedMeasure = keyof typeof SPEED_MEASURES;

/** Which measures a build leaves out: the comma-separated names of `BUI_BENCH_WITHOUT`, checked. */
export function measuresLeftOut(value: string | undefined): readonly SpeedMeasure[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in SPEED_MEASURES));
  if (unknown.length > 0) {
    throw new Error(
      `BUI_BENCH_WITHOUT names no speed measure ${unknown.join(', ')}; the measures are ${Object.keys(SPEED_MEASURES).join(', ')}.`,
    );
  }
  return [...new Set(names as SpeedMeasure[])];
}

/**
 * The options docusaurus.config.ts gives a plugin that has speed measures:
 * which of them to leave out. An array, since Docusaurus writes plugin
 * options into .docusaurus as JSON.
 */
export interface MeasureOptions {
  without?: readonly SpeedMeasure[];
}

/** Whether a plugin, given these options (Docusaurus types them `unknown`), keeps the measure. */
export function keeps(options: unknown, measure: SpeedMeasure): boolean {
  const without = typeof options === 'object' && options !== null ? (options as MeasureOptions).without : undefined;
  return !(Array.isArray(without) && without.includes(measure));
}
