import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCUSAURUS_CHUNK_FILENAMES, failure, GENERATED_FILES, modulePath, SURFACE} from '../../upgrade-surface';
import {keeps} from '../shared/speed-measures';

/** What routesChunkNames.json holds for one route: chunk names, in objects and lists named after the route's props. */
export type ChunkNames = string | ChunkNames[] | {[prop: string]: ChunkNames};

/** This plugin's browser stand-in for `@docusaurus/utils-common` (see the module). */
export const UTILS_COMMON_FOR_BROWSER = path.join(__dirname, 'client', 'utilsCommonForBrowser.ts');

/** The docs plugin's folder of generated files, under `.docusaurus`. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The docs layout's route modules that are each a chunk of 0.2 to 0.4 KiB of their own on every docs
 * page (the docs root, the version root, the not-found content the doc root imports, the plugin's route
 * data): loaded as one chunk, since each request costs its own round trip and headers.
 */
const DOCS_SHELL =
  /[\\/](?:@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:DocsRoot|DocVersionRoot)[\\/]|src[\\/]theme[\\/]NotFound[\\/]Content[\\/]|docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]__plugin\.json$)/;

/** theme-classic's client module for the progress bar, as Docusaurus 3.9.1 requires it (client-modules.js), and ours. */
export const THEME_PROGRESS_BAR = modulePath(SURFACE.themeClassicProgressBar);
export const PROGRESS_BAR = path.join(__dirname, 'client', 'progressBar.ts');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What Docusaurus 3.9.1 names the files of chunks that load on demand, in a production build. */
const NAMED_CHUNK_FILES = DOCUSAURUS_CHUNK_FILENAMES;

/** A bundler plugin as configureWebpack sees it: the CSS extractor keeps its options until the compiler applies it. */
interface PluginLike {
  options?: {chunkFilename?: unknown};
}

/**
 * Names the files of on-demand chunks by chunk id, not by chunk name, and
 * returns the script file name for `output.chunkFilename`; the CSS
 * extractor's option is set in place, since configureWebpack's merge cannot
 * reach a plugin's options. The runtime, which every page loads, then maps
 * each chunk id to its hash alone, not to its name as well (two tables of
 * about 200 names, one for scripts, one for stylesheets). Prefetching still
 * finds a route's chunks by name (Docusaurus' `__webpack_require__.gca`), and
 * page-stylesheets reads the CSS files from the bundler's stats.
 *
 * Fails the build if Docusaurus no longer names those files as 3.9.1 does.
 */
export function nameChunkFilesById(config: {output?: {chunkFilename?: unknown}; plugins?: unknown[]}): string {
  const cssExtractor = (config.plugins ?? []).find(
    (plugin): plugin is PluginLike => (plugin as PluginLike | null)?.options?.chunkFilename === NAMED_CHUNK_FILES.css,
  );
  if (config.output?.chunkFilename !== NAMED_CHUNK_FILES.js || !cssExtractor?.options) {
    throw new Error(
      failure(
        SURFACE.chunkFileNames,
        `expected on-demand chunks named ${NAMED_CHUNK_FILES.js} and ${NAMED_CHUNK_FILES.css}, as in Docusaurus 3.9.1`,
      ),
    );
  }
  cssExtractor.options.chunkFilename = NAMED_CHUNK_FILES.css.replace('[name]', '[id]');
  return NAMED_CHUNK_FILES.js.replace('[name]', '[id]');
}

/**
 * Leaves out of main.js, which every page loads, what the browser never
 * runs (ARCHITECTURE.md "The main bundle"). Browser build only, but for the docs'
 * descriptions (below); the server build, which renders the pages' HTML, is
 * otherwise left as Docusaurus makes it.
 *
 * - `@docusaurus/utils-common` without all of tslib (utilsCommonForBrowser.ts).
 * - The route registry without its module paths (registry-loader.cjs).
 * - The routes and their chunk names in one compact table (routes-loader.cjs).
 * - The global data with each docs version's list of docs packed (global-data-loader.cjs).
 * - The runtime without the names of the chunks' files (nameChunkFilesById).
 * - The progress bar without the nprogress library (progressBar.ts).
 * - The docs layout's small route chunks as one (DOCS_SHELL).
 *
 * In both builds, so the HTML and the browser agree: the docs' descriptions
 * leave the docs version's props, which every docs page loads, for the
 * category index pages that show them (doc-descriptions-loader.cjs).
 *
 * The navbar's unused item types go by a swizzle
 * (src/theme/NavbarItem/ComponentTypes.tsx), the search modal's texts with
 * the modal (src/theme/SearchBar).
 */
export default function leanMainBundle(context: LoadContext, options?: unknown): Plugin {
  const generated = (file: string) => new RegExp(`^${escapeRegExp(path.join(context.generatedFilesDir, file))}$`);
  return {
    name: 'lean-main-bundle',
    configureWebpack(config, isServer) {
      const docDescriptions = {
        test: new RegExp(
          `^${escapeRegExp(path.join(context.generatedFilesDir, DOCS_PLUGIN))}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`,
        ),
        use: [{loader: path.join(__dirname, 'loaders', 'doc-descriptions-loader.cjs')}],
      };
      const descriptionRules = keeps(options, 'doc-descriptions-move') ? [docDescriptions] : [];
      if (isServer) return {module: {rules: descriptionRules}};
      const compactTables = keeps(options, 'compact-route-tables');
      return {
        ...(config.mode === 'production' && keeps(options, 'chunk-files-by-id')
          ? {output: {chunkFilename: nameChunkFilesById(config)}}
          : {}),
        resolve: {
          alias: {
            ...(keeps(options, 'main-bundle-trims') ? {'@docusaurus/utils-common$': UTILS_COMMON_FOR_BROWSER} : {}),
            ...(keeps(options, 'progress-bar-without-nprogress') ? {[`${THEME_PROGRESS_BAR}$`]: PROGRESS_BAR} : {}),
          },
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              ...(keeps(options, 'docs-shell-chunk') && {
                docsShell: {
                  test: (module: {nameForCondition?: () => string | null}) =>
                    DOCS_SHELL.test(module.nameForCondition?.() ?? ''),
                  chunks: 'async' as const,
                  name: 'docs-shell',
                  enforce: true,
                  priority: 50,
                },
              }),
            },
          },
        },
        module: {
          rules: [
            ...descriptionRules,
            ...(compactTables
              ? [
                  {
                    test: generated(GENERATED_FILES.registry),
                    use: [{loader: path.join(__dirname, 'loaders', 'registry-loader.cjs')}],
                  },
                  {
                    test: generated(GENERATED_FILES.globalData),
                    type: 'javascript/auto', // the loader turns the JSON into a module
                    use: [{loader: path.join(__dirname, 'loaders', 'global-data-loader.cjs')}],
                  },
                  {
                    test: [generated(GENERATED_FILES.routes), generated(GENERATED_FILES.routesChunkNames)],
                    use: [{loader: path.join(__dirname, 'loaders', 'routes-loader.cjs')}],
                  },
                ]
              : []),
          ],
        },
      };
    },
  };
}
