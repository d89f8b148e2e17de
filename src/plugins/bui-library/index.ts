import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCUSAURUS_CHUNK_GROUPS, failure, SURFACE} from '../../upgrade-surface';
import {keeps} from '../shared/speed-measures';
import {chunkComponentsPlugin} from './chunk-components';

/**
 * Makes the design system importable the way readers import it:
 *
 * - `@bui/react` is the workspace package in src/bui, imported like any
 *   app imports it, but through its `bui-source` export (`index.ts`), which only
 *   this site asks for (SOURCE_CONDITION; tsconfig.json's `customConditions`
 *   says the same to TypeScript). Pages import the whole barrel, yet the
 *   bundler leaves out every component a page does not use
 *   (decisions/0016-design-system-outside-the-common-chunk.md).
 * - `@bui/demo` is the private workspace package in src/bui/demo: invented data (employees, files)
 *   and simulated services (a delayed search, an upload that reports progress
 *   and fails on demand) that examples use instead of a network, so every
 *   state a page documents can be shown and tested offline. Not part of the
 *   library a product installs.
 * - Every example module (`src/bui/<Name>/examples/<Example>.tsx`) also exports
 *   `source`, the file's own text, added by `example-source-loader.cjs` before
 *   SWC sees the file; `<Example of={ns} />` shows it, so the code on the page
 *   is the code that runs.
 */
/** The export condition under which the workspace packages give their TypeScript source instead of their build. */
export const SOURCE_CONDITION = 'bui-source';

export const EXAMPLE_FILE = /[\\/]src[\\/]bui[\\/][^\\/]+[\\/]examples[\\/][^\\/]+\.tsx$/;

/**
 * The design system, the site's frames around it (src/components: examples,
 * props tables) and the packages only they use. Docusaurus puts every
 * module that more than half of the pages use into one `common` chunk that
 * every page loads; with 42 component pages that would be the library's core
 * (Icon, the shared internals, react-aria, the example frame), downloaded by
 * pages that show no component. Keeping them out of `common` leaves them in shared chunks that
 * only the pages using them load.
 */
export const DESIGN_SYSTEM_MODULE =
  /[\\/](?:src[\\/](?:bui|components)|node_modules[\\/](?:react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|use-sync-external-store))[\\/]/;

interface ModuleLike {
  nameForCondition?: () => string | null | undefined;
  resource?: string;
}

export function isDesignSystemModule(module: ModuleLike): boolean {
  const file = module.nameForCondition?.() ?? module.resource ?? '';
  return DESIGN_SYSTEM_MODULE.test(file);
}

/** CSS that loads only with the code that uses it: the search modal's, fetched when it opens. */
export const ON_DEMAND_CSS = /[\\/]node_modules[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/;

/**
 * Whether a CSS module belongs in the one stylesheet every page links. The
 * design system's does not: it is scoped (CSS modules) and outside the
 * cascade layers Docusaurus gives its own CSS, so its order against that
 * sheet does not matter. The DocSearch modal's is needed only once it opens.
 */
export function isPageStylesheetModule(module: ModuleLike): boolean {
  const file = module.nameForCondition?.() ?? module.resource ?? '';
  if (SITE_WIDE_CSS.test(file)) return true;
  return !isDesignSystemModule(module) && !ON_DEMAND_CSS.test(file);
}

/**
 * The wrapper of every Markdown table (MDXComponents) and the "Copy page" button of every doc: on nearly every docs
 * page, so in the shared sheet, not a request of their own.
 */
export const SITE_WIDE_CSS = /[\\/]src[\\/]components[\\/](?:ScrollableTable|CopyPageButton)[\\/]/;

/** What the name of each chunk of examples' code starts with (example-source-loader.cjs); page-stylesheets links their CSS. */
export const EXAMPLE_CHUNK_PREFIX = 'bui-examples-';

/**
 * What the name of the code of any other island starts with (the icon gallery's, src/components/IconGallery):
 * the server renders it into the page, so page-stylesheets links its CSS as it does the examples'.
 */
export const ISLAND_CHUNK_PREFIX = 'bui-island-';

/** Modules under src/components that the server build replaces with their `.server.ts` twins. */
export const SERVER_TWINS = ['Example/islandMarkup', 'Example/liveFrame', 'IconGallery/galleryModule'] as const;

/** Docusaurus' split-chunk groups as configureWebpack receives them. */
interface SplitChunksConfig {
  optimization?: {splitChunks?: false | {cacheGroups?: Record<string, boolean | {name?: unknown}>}};
}

/**
 * Fails, naming this plugin, unless the client build has Docusaurus' groups
 * `common` and `styles`: the rules below are merged into them by name, and
 * merged into nothing they would make new groups that change nothing.
 */
export function checkChunkGroups(config: SplitChunksConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks ? (splitChunks.cacheGroups ?? {}) : {};
  const missing = DOCUSAURUS_CHUNK_GROUPS.filter((name) => {
    const group = groups[name];
    return typeof group !== 'object' || group.name !== name;
  });
  if (missing.length > 0) {
    throw new Error(
      failure(
        SURFACE.splitChunkGroups,
        `the client build has no split-chunk group ${missing.map((name) => `\`${name}\``).join(' or ')} (optimization.splitChunks.cacheGroups), as in Docusaurus 3.9.1`,
      ),
    );
  }
}

export default function buiLibrary(context: LoadContext, options?: unknown): Plugin {
  return {
    name: 'bui-library',
    configureWebpack(config, isServer) {
      if (!isServer) checkChunkGroups(config as SplitChunksConfig);
      const componentsDir = path.join(context.siteDir, 'src', 'components');
      // Modules with a `.server.ts` twin: the server renders each island to HTML with its code at hand; the browser
      // hydrates it, with no server renderer and the island's code fetched on demand.
      const serverTwins = Object.fromEntries(
        SERVER_TWINS.map((name) => [
          path.join(componentsDir, `${name}.ts`),
          path.join(componentsDir, `${name}.server.ts`),
        ]),
      );
      return {
        // The client build records which design-system code each script holds (chunk-components.ts).
        plugins: isServer ? [] : [chunkComponentsPlugin(context.siteDir, context.generatedFilesDir)],
        resolve: {
          // The workspace packages' `bui-source` export: their TypeScript, so the site splits the library per
          // component and page, and `npm start` shows an edit at once. Apps get the built files.
          conditionNames: [SOURCE_CONDITION, '...'],
          alias: isServer ? serverTwins : {},
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Merged into Docusaurus' own `common` group (name, minChunks, priority stay its own).
              ...(keeps(options, 'design-system-outside-common')
                ? {common: {test: (module: ModuleLike) => !isDesignSystemModule(module)}}
                : {}),
              // Docusaurus puts every CSS module, even one only a lazy import uses, into the one
              // render-blocking stylesheet every page links. The design system's goes with the pages
              // that show it (linked in their HTML by src/plugins/page-stylesheets), the search
              // modal's with the modal.
              ...(keeps(options, 'per-page-stylesheets')
                ? {styles: {test: (module: ModuleLike) => isPageStylesheetModule(module)}}
                : {}),
            },
          },
        },
        module: {
          rules: [
            // The library's modules do nothing when imported but define exports, so the bundler may
            // leave out every module a page does not use, before minifying (decisions/0016-design-system-outside-the-common-chunk.md).
            {test: /[\\/]src[\\/]bui[\\/].+\.tsx?$/, sideEffects: false},
            {
              test: EXAMPLE_FILE,
              enforce: 'pre',
              // The browser gets a stand-in that fetches the example's code when the reader acts.
              use: [
                {
                  loader: path.join(__dirname, 'loaders', 'example-source-loader.cjs'),
                  options: isServer
                    ? {}
                    : {
                        chunkPrefix: EXAMPLE_CHUNK_PREFIX,
                        ...(!keeps(options, 'examples-load-apart') && {eager: true}),
                      },
                },
              ],
            },
          ],
        },
      };
    },
  };
}
