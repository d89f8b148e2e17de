// @ts-check
// Rspack loads loaders with Node's require, and Node 20 cannot require
// TypeScript, so this one stays JavaScript (checked by tsc through @ts-check).

const {tokenizeCode} = require('../../code-highlighting/tokenize.cjs');

/** The query of an example file's own module in the browser build, which its stand-in fetches. */
const LIVE_QUERY = '?live';

/**
 * The name of the chunk an example's code loads in, in the browser build: one
 * per component folder, so a page fetches its examples together and the
 * runtime's table of chunks grows by one per component, not per example.
 *
 * @param {string} file the example's path in the repository
 * @param {string} prefix what every such chunk's name starts with (bui-library's EXAMPLE_CHUNK_PREFIX)
 */
function exampleChunkName(file, prefix) {
  const folder = /src\/bui\/([^/]+)\/examples\//.exec(file)?.[1];
  if (!folder) throw new Error(`${file} is not an example file (src/bui/<Name>/examples/<Example>.tsx).`);
  return `${prefix}${folder}`;
}

/**
 * Runs before SWC on every `src/bui/<Name>/examples/<Example>.tsx` and adds
 * three exports: `source`, the file's own text, `sourceTokens`, its
 * highlighting (as the code block shows it, without the final newline), and
 * `sourceFile`, its path in the repository, so `<Example of={ns} />` shows
 * exactly the file it runs (src/plugins/bui-library/index.ts).
 *
 * In the browser build (option `chunkPrefix`) the module a page imports is a
 * stand-in: those three exports and `load`, which fetches the file itself
 * (`<file>?live`, untouched) in a chunk of its own. A page's HTML has the
 * example rendered by the server; its code, and react-aria with it, loads
 * when the reader acts (src/components/Example/Island.tsx).
 *
 * With option `eager` (a build for the ablation only, BUI_BENCH_WITHOUT=examples-load-apart) `load` gives the
 * file's module from the page's own scripts instead of fetching it.
 *
 * @this {{resourcePath: string, resourceQuery: string, rootContext: string, getOptions: () => {chunkPrefix?: string, eager?: boolean}}}
 * @param {string} text the example file as it is on disk
 * @returns {string}
 */
module.exports = function exampleSourceLoader(text) {
  if (this.resourceQuery === LIVE_QUERY) return text;
  // The site directory is the loader's root context; the path is written with forward slashes.
  const file = this.resourcePath.slice(this.rootContext.length + 1).replace(/\\/g, '/');
  const tokens = tokenizeCode(text.replace(/\n$/, ''), 'tsx');
  const data = `export const source = ${JSON.stringify(text)};\nexport const sourceTokens = ${JSON.stringify(tokens)};\nexport const sourceFile = ${JSON.stringify(file)};\n`;
  const {chunkPrefix, eager} = this.getOptions();
  if (chunkPrefix === undefined) return `${text}\n;${data}`;
  const self = JSON.stringify(`./${file.split('/').pop()}${LIVE_QUERY}`);
  if (eager) return `${data}import * as live from ${self};\nexport const load = () => Promise.resolve(live);\n`;
  return `${data}export const load = () => import(/* webpackChunkName: ${JSON.stringify(exampleChunkName(file, chunkPrefix))} */ ${self});\n`;
};
module.exports.exampleChunkName = exampleChunkName;
