import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What routesChunkNames.json holds for one route: chunk names, in objects and lists named after the route's props. */
export type ChunkNames = string | ChunkNames[] | {[prop: string]: ChunkNames};

/** This plugin's browser stand-in for `@docusaurus/utils-common` (see the module). */
export const UTILS_COMMON_FOR_BROWSER = path.join(__dirname, 'utilsCommonForBrowser.ts');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Leaves out of main.js, which every page loads, what the browser never
 * runs (README "Performance"). Browser build only; the server build, which
 * renders the pages' HTML, is left as Docusaurus makes it.
 *
 * - `@docusaurus/utils-common` without all of tslib (utilsCommonForBrowser.ts).
 * - The route registry without its module paths (registry-loader.cjs).
 * - The routes and their chunk names in one compact table (routes-loader.cjs).
 * - The global data with each docs version's list of docs packed (global-data-loader.cjs).
 *
 * The navbar's unused item types go by a swizzle
 * (src/theme/NavbarItem/ComponentTypes.tsx), the search modal's texts with
 * the modal (src/theme/SearchBar).
 */
export default function leanMainBundle(context: LoadContext): Plugin {
  const generated = (file: string) => new RegExp(`^${escapeRegExp(path.join(context.generatedFilesDir, file))}$`);
  return {
    name: 'lean-main-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {'@docusaurus/utils-common$': UTILS_COMMON_FOR_BROWSER}},
        module: {
          rules: [
            {test: generated('registry.js'), use: [{loader: path.join(__dirname, 'registry-loader.cjs')}]},
            {
              test: generated('globalData.json'),
              type: 'javascript/auto', // the loader turns the JSON into a module
              use: [{loader: path.join(__dirname, 'global-data-loader.cjs')}],
            },
            {
              test: [generated('routes.js'), generated('routesChunkNames.json')],
              use: [{loader: path.join(__dirname, 'routes-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
