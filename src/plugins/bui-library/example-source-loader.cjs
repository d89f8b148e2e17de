// @ts-check
// Rspack loads loaders with Node's require, and Node 20 cannot require
// TypeScript, so this one stays JavaScript (checked by tsc through @ts-check).

const {tokenizeCode} = require('../code-highlighting/tokenize.cjs');

/**
 * Runs before SWC on every `src/bui/<Name>/examples/<Example>.tsx` and appends
 * three exports: `source`, the file's own text, `sourceTokens`, its
 * highlighting (as the code block shows it, without the final newline), and
 * `sourceFile`, its path in the repository, so `<Example of={ns} />` shows
 * exactly the file it runs (src/plugins/bui-library/index.ts).
 *
 * @this {{resourcePath: string, rootContext: string}}
 * @param {string} text the example file as it is on disk
 * @returns {string}
 */
module.exports = function exampleSourceLoader(text) {
  // The site directory is the loader's root context; the path is written with forward slashes.
  const file = this.resourcePath.slice(this.rootContext.length + 1).replace(/\\/g, '/');
  const tokens = tokenizeCode(text.replace(/\n$/, ''), 'tsx');
  return `${text}\n;export const source = ${JSON.stringify(text)};\nexport const sourceTokens = ${JSON.stringify(tokens)};\nexport const sourceFile = ${JSON.stringify(file)};\n`;
};
