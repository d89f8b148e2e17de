// @ts-check
// Rspack loads loaders with Node's require, and Node 20 cannot require
// TypeScript, so this one stays JavaScript (checked by tsc through @ts-check).

/**
 * Runs before SWC on every `src/bui/<Name>/examples/<Example>.tsx` and appends
 * two exports: `source`, the file's own text, and `sourceFile`, its path in the
 * repository, so `<Example of={ns} />` shows exactly the file it runs
 * (src/plugins/bui-library/index.ts).
 *
 * @this {{resourcePath: string, rootContext: string}}
 * @param {string} text the example file as it is on disk
 * @returns {string}
 */
module.exports = function exampleSourceLoader(text) {
  // The site directory is the loader's root context; the path is written with forward slashes.
  const file = this.resourcePath.slice(this.rootContext.length + 1).replace(/\\/g, '/');
  return `${text}\n;export const source = ${JSON.stringify(text)};\nexport const sourceFile = ${JSON.stringify(file)};\n`;
};
