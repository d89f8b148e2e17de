import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {chunkComponentsPlugin} from './chunk-components';

/**
 * Makes the design system importable the way readers import it:
 *
 * - `@bui/react` is `src/bui/index.ts` (tsconfig.json `paths` says the same to
 *   TypeScript). Pages import the whole barrel, yet Rspack's own side-effect
 *   analysis leaves out every component a page does not use; a
 *   `"sideEffects"` package.json for src/bui was measured to change nothing
 *   (README "Live examples"), so there is none.
 * - `@bui/demo` is `src/bui/demo/index.ts`: invented data (employees, files)
 *   and simulated services (a delayed search, an upload that reports progress
 *   and fails on demand) that examples use instead of a network, so every
 *   state a page documents can be shown and tested offline. Not part of the
 *   library a product installs.
 * - Every example module (`src/bui/<Name>/examples/<Example>.tsx`) also exports
 *   `source`, the file's own text, added by `example-source-loader.cjs` before
 *   SWC sees the file; `<Example of={ns} />` shows it, so the code on the page
 *   is the code that runs.
 */
export const EXAMPLE_FILE = /[\\/]src[\\/]bui[\\/][^\\/]+[\\/]examples[\\/][^\\/]+\.tsx$/;

export default function buiLibrary(context: LoadContext): Plugin {
  return {
    name: 'bui-library',
    configureWebpack(_config, isServer) {
      return {
        // The client build records which design-system code each script holds (chunk-components.ts).
        plugins: isServer ? [] : [chunkComponentsPlugin(context.siteDir, context.generatedFilesDir)],
        resolve: {
          alias: {
            '@bui/react$': path.join(context.siteDir, 'src', 'bui', 'index.ts'),
            '@bui/demo$': path.join(context.siteDir, 'src', 'bui', 'demo', 'index.ts'),
          },
        },
        module: {
          rules: [
            // The library's modules do nothing when imported but define exports, so the bundler may
            // leave out every module a page does not use, before minifying (README "Live examples").
            {test: /[\\/]src[\\/]bui[\\/].+\.tsx?$/, sideEffects: false},
            {
              test: EXAMPLE_FILE,
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'example-source-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
