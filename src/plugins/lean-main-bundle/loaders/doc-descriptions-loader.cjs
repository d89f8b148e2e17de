// @ts-check
// Rspack loads loaders with Node's require, and Node 20 cannot require
// TypeScript, so this one stays JavaScript (checked by tsc through @ts-check).

const {readdirSync, readFileSync} = require('node:fs');
const path = require('node:path');
const {parseJson} = require('./parse-json.cjs');

/**
 * @typedef {{id: string, title: string, description?: string, sidebar?: string}} VersionDoc
 * @typedef {{type: string, href?: string, docId?: string, items?: SidebarItem[]}} SidebarItem
 * @typedef {{version: {docsSidebars: Record<string, SidebarItem[]>, docs: Record<string, VersionDoc>}}} VersionProps
 * @typedef {{categoryGeneratedIndex: {permalink: string, docDescriptions?: Record<string, string>}}} CategoryProps
 */

/**
 * @param {unknown} props
 * @returns {props is VersionProps}
 */
function isVersionProps(props) {
  const version = /** @type {{version?: {docsSidebars?: unknown, docs?: unknown}} | null} */ (props)?.version;
  return typeof version?.docsSidebars === 'object' && typeof version.docs === 'object' && version.docs !== null;
}

/**
 * @param {unknown} props
 * @returns {props is CategoryProps}
 */
function isCategoryProps(props) {
  const index = /** @type {{categoryGeneratedIndex?: {permalink?: unknown}} | null} */ (props)?.categoryGeneratedIndex;
  return typeof index?.permalink === 'string';
}

/**
 * The sidebar category whose generated index is at `permalink`, in any of the sidebars.
 *
 * @param {SidebarItem[]} items
 * @param {string} permalink
 * @returns {SidebarItem | undefined}
 */
function categoryAt(items, permalink) {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === permalink) return item;
    const found = categoryAt(item.items ?? [], permalink);
    if (found) return found;
  }
  return undefined;
}

/**
 * The descriptions of the docs a generated index lists (its category's own
 * links to docs), from the version's props, where the docs plugin keeps them.
 *
 * @param {VersionProps} versionProps
 * @param {string} permalink
 * @returns {Record<string, string> | null} null when no sidebar of this version has the category
 */
function descriptionsFor(versionProps, permalink) {
  const {docsSidebars, docs} = versionProps.version;
  for (const sidebar of Object.values(docsSidebars)) {
    const category = categoryAt(sidebar, permalink);
    if (!category) continue;
    /** @type {Record<string, string>} */
    const descriptions = {};
    for (const item of category.items ?? []) {
      const description = item.type === 'link' && item.docId ? docs[item.docId]?.description : undefined;
      if (item.docId && description) descriptions[item.docId] = description;
    }
    return descriptions;
  }
  return null;
}

/**
 * @param {VersionProps} props
 * @returns {VersionProps}
 */
function withoutDescriptions(props) {
  const docs = Object.fromEntries(
    Object.entries(props.version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
  );
  return {...props, version: {...props.version, docs}};
}

/**
 * Moves the docs' descriptions out of the docs version's props, which every
 * docs page loads, into the props of the category index pages, the only
 * pages that show them (the cards of `DocCardList`, src/theme/DocCard).
 * About 3.5 KiB gz that the other docs pages no longer fetch
 * (decisions/0010-doc-descriptions-on-category-pages.md).
 *
 * Runs in both builds on the docs plugin's props modules
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`), so the HTML
 * and the browser render the same cards:
 *
 * - a version's props (`{version: {docsSidebars, docs}}`) lose each doc's `description`;
 * - a generated index's props (`{categoryGeneratedIndex}`) gain
 *   `docDescriptions`, `{docId: description}` for the docs its category links
 *   to, read from the version's props beside it.
 *
 * Any other props module passes unchanged. The build fails, naming the file,
 * if no version beside a generated index has its category.
 *
 * @this {{resourcePath: string, addDependency: (file: string) => void}}
 * @param {string} text
 * @returns {string}
 */
module.exports = function docDescriptionsLoader(text) {
  const props = parseJson(text);
  if (isVersionProps(props)) return JSON.stringify(withoutDescriptions(props));
  if (!isCategoryProps(props)) return text;
  const folder = path.dirname(this.resourcePath);
  const {permalink} = props.categoryGeneratedIndex;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const versionFile = path.join(folder, file);
    const candidate = file === path.basename(this.resourcePath) ? null : parseJson(readFileSync(versionFile, 'utf8'));
    if (!isVersionProps(candidate)) continue;
    const descriptions = descriptionsFor(candidate, permalink);
    if (!descriptions) continue;
    this.addDependency(versionFile);
    return JSON.stringify({
      ...props,
      categoryGeneratedIndex: {...props.categoryGeneratedIndex, docDescriptions: descriptions},
    });
  }
  throw new Error(
    `${this.resourcePath}: no docs version beside it has a sidebar category whose index is ${permalink} (src/plugins/lean-main-bundle/loaders/doc-descriptions-loader.cjs).`,
  );
};
module.exports.descriptionsFor = descriptionsFor;
