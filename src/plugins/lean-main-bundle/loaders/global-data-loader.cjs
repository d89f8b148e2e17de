// @ts-check
// Rspack loads loaders with Node's require, and Node 20 cannot require
// TypeScript, so this one stays JavaScript (checked by tsc through @ts-check).

const {isDeepStrictEqual} = require('node:util');
const {parseJson} = require('./parse-json.cjs');

/**
 * @typedef {{id: string, path: string, sidebar?: string}} GlobalDoc
 * @typedef {[id: string, sidebar: string | 0, path?: string]} PackedDoc
 */

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The docs of one version as the docs plugin lists them in the global data,
 * from their packed form. Runs in the browser (its source is written into the
 * module) and here, to check the packing.
 *
 * @param {string} versionPath
 * @param {PackedDoc[]} packed
 * @returns {GlobalDoc[]}
 */
function unpackDocs(versionPath, packed) {
  return packed.map(([id, sidebar, path]) => {
    /** @type {GlobalDoc} */
    const doc = {id, path: path ?? (id[0] === '/' ? versionPath + id : `${versionPath}/${id}`)};
    if (sidebar !== 0) doc.sidebar = sidebar;
    return doc;
  });
}

/**
 * @param {string} versionPath
 * @param {GlobalDoc[]} docs
 * @returns {PackedDoc[]}
 */
function packDocs(versionPath, docs) {
  return docs.map((doc) => {
    const keys = Object.keys(doc).join();
    if (keys !== 'id,path,sidebar' && keys !== 'id,path') throw new Error(`a doc entry with the keys ${keys}`);
    /** @type {PackedDoc} */
    const packed = [doc.id, doc.sidebar ?? 0];
    if (unpackDocs(versionPath, [packed])[0].path !== doc.path) packed.push(doc.path);
    return packed;
  });
}

/**
 * The global data (`.docusaurus/globalData.json`), which main.js carries for
 * every page, with each docs version's list of docs packed: a doc whose path
 * is its version's path plus its id is written `[id, sidebar]` rather than
 * `{"id":…,"path":…,"sidebar":…}` (about 70 bytes a page), and each sidebar's
 * name is written once. The module unpacks the lists when it is evaluated,
 * so every reader of the global data gets the same objects.
 *
 * The build fails, naming the file, if the data is not of the shape the docs
 * plugin of Docusaurus 3.9.1 writes, or if unpacking would not give back
 * exactly what the file holds.
 *
 * @param {string} text the generated globalData.json
 * @param {string} file its path, for messages
 * @returns {string} a JavaScript module
 */
function packGlobalData(text, file) {
  const data = /** @type {Record<string, Record<string, {versions?: {path: string, docs: GlobalDoc[]}[]}>>} */ (
    parseJson(text)
  );
  /** @type {string[]} */
  const calls = [];
  /** @type {Map<string, string>} */
  const sidebars = new Map();
  const placeholder = (/** @type {number} */ index) => `\u0000docs${index}\u0000`;
  try {
    for (const instance of Object.values(data[DOCS_PLUGIN] ?? {})) {
      if (!Array.isArray(instance.versions)) throw new Error('a docs plugin instance without versions');
      for (const version of instance.versions) {
        if (typeof version.path !== 'string' || !Array.isArray(version.docs))
          throw new Error('a docs version without a path and docs');
        const packed = packDocs(version.path, version.docs);
        if (!isDeepStrictEqual(unpackDocs(version.path, packed), version.docs))
          throw new Error(`the docs of ${version.path} do not unpack to what the file holds`);
        const entries = packed.map(([id, sidebar, path]) => {
          if (sidebar !== 0 && !sidebars.has(sidebar)) sidebars.set(sidebar, `s${sidebars.size}`);
          const fields = [JSON.stringify(id), sidebar === 0 ? '0' : sidebars.get(sidebar)];
          if (path !== undefined) fields.push(JSON.stringify(path));
          return `[${fields.join(',')}]`;
        });
        calls.push(`unpackDocs(${JSON.stringify(version.path)},[${entries.join(',')}])`);
        /** @type {unknown} */ (version.docs) = placeholder(calls.length - 1);
      }
    }
  } catch (error) {
    throw new Error(
      `${file}: ${/** @type {Error} */ (error).message}; src/plugins/lean-main-bundle/loaders/global-data-loader.cjs knows the global data of Docusaurus 3.9.1's docs plugin`,
    );
  }
  const body = JSON.stringify(data).replace(/"\\u0000docs(\d+)\\u0000"/g, (_, index) => calls[Number(index)]);
  const constants = [...sidebars].map(([name, constant]) => `${constant}=${JSON.stringify(name)}`);
  return `// src/plugins/lean-main-bundle/loaders/global-data-loader.cjs: globalData.json, each docs version's list packed.
${unpackDocs.toString()}
${constants.length ? `const ${constants.join(',')};\n` : ''}export default ${body};
`;
}

/**
 * @this {{resourcePath: string}}
 * @param {string} text
 * @returns {string}
 */
module.exports = function globalDataLoader(text) {
  return packGlobalData(text, this.resourcePath);
};
module.exports.packGlobalData = packGlobalData;
