// @ts-check
// Rspack loads loaders with Node's require, and Node 20 cannot require
// TypeScript, so this one stays JavaScript (checked by tsc through @ts-check).

const {readFileSync} = require('node:fs');
const path = require('node:path');
const {parseJson} = require('./parse-json.cjs');
const {AST_NODE_TYPES, parse} = require('@typescript-eslint/typescript-estree');

/**
 * @typedef {import('@typescript-eslint/typescript-estree').TSESTree.Node} Node
 * @typedef {import('../index').ChunkNames} ChunkNames
 */

/** Strings used this often or more in the tables become one constant each. */
const SHARED_STRING_MIN_USES = 3;

/**
 * Docusaurus keeps two tables of every route in main.js: `routes.js`, where
 * each route names its path twice (`path` and `ComponentCreator(path, hash)`),
 * and `routesChunkNames.json`, keyed by path and hash again, with the chunks
 * each route loads. That was about 200 bytes a page, on every page.
 *
 * In the browser build, `routes.js` becomes one call per route, `r(path, hash,
 * chunkNames, attributes)`, which files the route's chunk names under the key
 * Docusaurus reads (`${path}-${hash}`) in the routesChunkNames object before
 * calling ComponentCreator, which reads them; `routesChunkNames.json` starts
 * empty. Strings repeated across routes (the doc page component's chunk, the
 * sidebar's name) are written once. The routes, their order, attributes,
 * components and chunk names are the same; index.test.ts evaluates both forms
 * of routes Docusaurus generates and compares them.
 *
 * Fails, naming the file and the place, on a route of a shape Docusaurus
 * 3.9.1 does not write, rather than rewrite it half.
 *
 * @param {string} routesText the generated routes.js
 * @param {Record<string, ChunkNames>} routesChunkNames the generated routesChunkNames.json
 * @param {string} file routes.js's path, for messages
 * @returns {string}
 */
function compactRoutes(routesText, routesChunkNames, file) {
  const ast = parse(routesText, {range: true, loc: true});
  /** @param {Node} node @param {string} why @returns {never} */
  const fail = (node, why) => {
    throw new Error(
      `${file}:${node.loc.start.line}: ${why}; src/plugins/lean-main-bundle/loaders/routes-loader.cjs knows the routes.js of @docusaurus/core 3.9.1`,
    );
  };
  const exported = ast.body.find((node) => node.type === AST_NODE_TYPES.ExportDefaultDeclaration);
  if (!exported || exported.declaration.type !== AST_NODE_TYPES.ArrayExpression) fail(ast, 'no `export default [...]`');

  /** @type {Map<string, number>} */
  const uses = new Map();
  const count = (/** @type {string} */ text) => uses.set(text, (uses.get(text) ?? 0) + 1);
  /** The keys of routesChunkNames no route has claimed yet. */
  const unclaimed = new Set(Object.keys(routesChunkNames));

  /** @param {Node} node @returns {string} */
  const source = (node) => routesText.slice(node.range[0], node.range[1]);
  /** @param {Node} node @returns {string | undefined} */
  const stringOf = (node) =>
    node.type === AST_NODE_TYPES.Literal && typeof node.value === 'string' ? node.value : undefined;

  // First pass: the routes as data, and how often each string occurs.
  /**
   * @typedef {{path: string, hash: string, chunkNames: ChunkNames, attributes: [string, Node | Route[]][]} | {verbatim: string}} Route
   * @param {Node} node
   * @returns {Route}
   */
  const route = (node) => {
    if (node.type !== AST_NODE_TYPES.ObjectExpression) return fail(node, 'a route that is not an object literal');
    /** @type {Map<string, Node>} */
    const props = new Map();
    for (const property of node.properties) {
      if (property.type !== AST_NODE_TYPES.Property || property.computed || property.kind !== 'init')
        fail(property, 'a route property that is not `key: value`');
      const key = property.key.type === AST_NODE_TYPES.Identifier ? property.key.name : stringOf(property.key);
      if (key === undefined) return fail(property, 'a route property with an unusual key');
      props.set(key, property.value);
    }
    const pathNode = props.get('path');
    const component = props.get('component');
    const routePath = pathNode && stringOf(pathNode);
    if (routePath === undefined || !component) return fail(node, 'a route without a string `path` and a `component`');
    if (
      component.type !== AST_NODE_TYPES.CallExpression ||
      component.callee.type !== AST_NODE_TYPES.Identifier ||
      component.callee.name !== 'ComponentCreator'
    )
      return fail(component, 'a route whose component is not ComponentCreator(…)');
    const [pathArg, hashArg, ...more] = component.arguments;
    if (routePath === '*' && component.arguments.length === 1 && stringOf(pathArg) === '*')
      return {verbatim: source(node)};
    const hash = hashArg && stringOf(hashArg);
    if (stringOf(pathArg) !== routePath || hash === undefined || more.length > 0)
      return fail(component, 'ComponentCreator(…) not called with the route path and a hash');
    const key = `${routePath}-${hash}`;
    const chunkNames = routesChunkNames[key];
    if (chunkNames === undefined) return fail(component, `routesChunkNames.json has no "${key}"`);
    unclaimed.delete(key);
    /** @type {[string, Node | Route[]][]} the other properties, in their order; `routes` as routes */
    const attributes = [];
    for (const [name, value] of props) {
      if (name === 'path' || name === 'component') continue;
      if (name === 'routes') {
        if (value.type !== AST_NODE_TYPES.ArrayExpression) return fail(value, '`routes` that is not an array literal');
        attributes.push([
          name,
          value.elements.map((element) => (element ? route(element) : fail(value, 'a hole in `routes`'))),
        ]);
      } else {
        attributes.push([name, value]);
        visitStrings(value, count);
      }
    }
    count(routePath);
    forEachString(chunkNames, count);
    return {path: routePath, hash, chunkNames, attributes};
  };

  /** @param {Node} node @param {(text: string) => void} each */
  const visitStrings = (node, each) => {
    const text = stringOf(node);
    if (text !== undefined) each(text);
    else if (node.type === AST_NODE_TYPES.ObjectExpression) {
      for (const property of node.properties)
        if (property.type === AST_NODE_TYPES.Property) visitStrings(property.value, each);
    } else if (node.type === AST_NODE_TYPES.ArrayExpression) {
      for (const element of node.elements) if (element) visitStrings(element, each);
    }
  };

  const routes = /** @type {import('@typescript-eslint/typescript-estree').TSESTree.ArrayExpression} */ (
    /** @type {import('@typescript-eslint/typescript-estree').TSESTree.ExportDefaultDeclaration} */ (exported)
      .declaration
  ).elements.map((element) => (element ? route(element) : fail(ast, 'a hole in the routes')));
  if (unclaimed.size > 0)
    fail(ast, `routesChunkNames.json has keys no route uses: ${[...unclaimed].slice(0, 3).join(', ')}`);

  // Second pass: the code, with each string used often enough replaced by a constant.
  /** @type {Map<string, string>} */
  const shared = new Map();
  for (const [text, times] of [...uses].sort((a, b) => b[1] - a[1])) {
    if (times >= SHARED_STRING_MIN_USES && text.length > 3) shared.set(text, `s${shared.size}`);
  }
  const str = (/** @type {string} */ text) => shared.get(text) ?? JSON.stringify(text);
  const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
  const key = (/** @type {string} */ name) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
  /** @param {ChunkNames} value @returns {string} */
  const chunkNamesCode = (value) =>
    typeof value === 'string'
      ? str(value)
      : Array.isArray(value)
        ? `[${value.map(chunkNamesCode).join(', ')}]`
        : `{${Object.entries(value)
            .map(([name, inner]) => `${key(name)}: ${chunkNamesCode(inner)}`)
            .join(', ')}}`;
  /** An attribute's value (JSON, as Docusaurus writes them), its strings shared. @param {Node} node @returns {string} */
  const valueCode = (node) => {
    const text = stringOf(node);
    if (text !== undefined) return str(text);
    if (node.type === AST_NODE_TYPES.ObjectExpression) {
      const properties = node.properties.filter((property) => property.type === AST_NODE_TYPES.Property);
      if (properties.length === node.properties.length)
        return `{${properties.map((property) => `${source(property.key)}: ${valueCode(property.value)}`).join(', ')}}`;
    }
    if (node.type === AST_NODE_TYPES.ArrayExpression)
      return `[${node.elements.map((element) => (element ? valueCode(element) : '')).join(', ')}]`;
    return source(node);
  };
  /** @param {Route} item @param {string} indent @returns {string} */
  const routeCode = (item, indent) => {
    if ('verbatim' in item) return `${indent}${item.verbatim.replace(/\n\s*/g, ' ')}`;
    const attributes = item.attributes.map(([name, value]) =>
      Array.isArray(value)
        ? `${key(name)}: [\n${value.map((inner) => routeCode(inner, `${indent}  `)).join(',\n')}\n${indent}]`
        : `${key(name)}: ${valueCode(value)}`,
    );
    return `${indent}r(${str(item.path)}, ${JSON.stringify(item.hash)}, ${chunkNamesCode(item.chunkNames)}, {${attributes.join(', ')}})`;
  };

  const imports = ast.body
    .filter((node) => node.type === AST_NODE_TYPES.ImportDeclaration)
    .map((node) => source(node))
    .join('\n');
  return `${imports}
import routesChunkNames from '@generated/routesChunkNames';

// src/plugins/lean-main-bundle/loaders/routes-loader.cjs: each route's chunk names are filed where ComponentCreator reads them.
const r = (path, hash, chunkNames, attributes) => {
  routesChunkNames[path + '-' + hash] = chunkNames;
  return {path, component: ComponentCreator(path, hash), ...attributes};
};
${shared.size ? `const ${[...shared].map(([text, name]) => `${name} = ${JSON.stringify(text)}`).join(', ')};\n` : ''}
export default [
${routes.map((item) => routeCode(item, '  ')).join(',\n')},
];
`;
}

/** @param {ChunkNames} value @param {(text: string) => void} each */
function forEachString(value, each) {
  if (typeof value === 'string') each(value);
  else if (Array.isArray(value)) for (const inner of value) forEachString(inner, each);
  else for (const inner of Object.values(value)) forEachString(inner, each);
}

/**
 * For `.docusaurus/routes.js`: the compact form (reads routesChunkNames.json
 * beside it). For `.docusaurus/routesChunkNames.json`: an empty table, which
 * routes.js fills.
 *
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} text
 * @returns {string}
 */
module.exports = function routesLoader(text) {
  if (this.resourcePath.endsWith('.json')) return '{}';
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const routesChunkNames = /** @type {Record<string, ChunkNames>} */ (parseJson(readFileSync(chunkNamesFile, 'utf8')));
  return compactRoutes(text, routesChunkNames, this.resourcePath);
};
module.exports.compactRoutes = compactRoutes;
