// @ts-check
// Rspack loads loaders with Node's require, and Node 20 cannot require
// TypeScript, so this one stays JavaScript (checked by tsc through @ts-check).

/**
 * One entry of the `.docusaurus/registry.js` that @docusaurus/core 3.9.1
 * writes: `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],`
 */
const ENTRY =
  /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)), "([^"]+)", (require\.resolveWeak\("([^"]+)"\)\],(?:\};)?)$/;

/**
 * The route registry every page loads in main.js, without each entry's module
 * path. react-loadable only reads those paths on the server (Loadable.Capture,
 * which collects the chunks a page's HTML links); in the browser they were
 * about 45 bytes a page of dead text. The server build keeps them.
 *
 * Fails, naming the file and line, on any line of another shape, so a new
 * Docusaurus that writes the registry differently stops the build rather than
 * being half rewritten.
 *
 * @param {string} text the generated registry.js
 * @param {string} file its path, for the error message
 * @returns {string}
 */
function withoutModulePaths(text, file) {
  const lines = text.split('\n');
  return lines
    .map((line, index) => {
      if (line === 'export default {' || line === '};' || line === '') return line;
      const match = ENTRY.exec(line);
      if (!match || match[2] !== match[3] || match[3] !== match[5]) {
        throw new Error(
          `${file}:${index + 1}: not a registry entry as @docusaurus/core 3.9.1 writes them, so src/plugins/lean-main-bundle cannot drop its module path: ${line.slice(0, 160)}`,
        );
      }
      return `${match[1]}, "", ${match[4]}`;
    })
    .join('\n');
}

/**
 * @this {{resourcePath: string}}
 * @param {string} text
 * @returns {string}
 */
module.exports = function registryLoader(text) {
  return withoutModulePaths(text, this.resourcePath);
};
module.exports.withoutModulePaths = withoutModulePaths;
