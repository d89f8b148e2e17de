import path from 'node:path';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {defaultLvl0} from './extractHtml';

/**
 * Which pages the local index holds, read from the content plugins' loaded
 * content: docs (filed under their sidebar category, else the navbar item
 * active on them, as the rendered page's lvl0 is), blog posts and pages;
 * not the listing, tag or search pages, and nothing unlisted.
 */

export type Indexed = {
  permalink: string;
  /** Absolute path of the Markdown/MDX source, for the dev index. */
  sourceFile?: string;
  title: string;
  lvl0: string;
  docusaurusTag: string;
};

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};
type Doc = {id: string; permalink: string; source: string; title: string; unlisted?: boolean; sidebar?: string};
/** A navbar item of the theme config, as far as it can be a docs item. */
export type NavbarItem = {type?: string; label?: string; docId?: string; sidebarId?: string; docsPluginId?: string};
type DocsContent = {
  loadedVersions: {versionName: string; docs: Doc[]; sidebars?: Record<string, SidebarItem[]>}[];
};
type BlogContent = {blogPosts: {metadata: {permalink: string; source: string; title: string; unlisted?: boolean}}[]};
type PageContent = {
  type: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  frontMatter?: {title?: string};
}[];

/** The label of the deepest sidebar category that holds each doc. */
function categoryOfDocs(sidebars: Record<string, SidebarItem[]> | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (items: SidebarItem[], label: string | null) => {
    for (const item of items) {
      if (item.type === 'category') walk(item.items ?? [], item.label ?? label);
      else if (item.type === 'doc' && item.id && label && !out.has(item.id)) out.set(item.id, label);
    }
  };
  for (const items of Object.values(sidebars ?? {})) walk(items, null);
  return out;
}

/**
 * The label of the navbar item that is active on each sidebar's docs (a
 * `doc` item is active on the docs of its doc's sidebar, a `docSidebar` item
 * on those of its sidebar): a doc in no category is filed under it.
 */
function navbarLabelOfSidebars(items: NavbarItem[], pluginId: string, docs: Doc[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const item of items) {
    if (!item.label || (item.docsPluginId ?? 'default') !== pluginId) continue;
    const sidebar =
      item.type === 'docSidebar'
        ? item.sidebarId
        : item.type === 'doc'
          ? docs.find((doc) => doc.id === item.docId)?.sidebar
          : undefined;
    if (sidebar && !out.has(sidebar)) out.set(sidebar, item.label);
  }
  return out;
}

function resolveSource(siteDir: string, source: string): string {
  return path.resolve(siteDir, source.replace(/^@site\//, ''));
}

/**
 * The pages to index: docs, blog posts and pages, not listing or tag pages.
 * Permalinks are written as the site's routes are (trailingSlash).
 */
export function pagesToIndex(
  allContent: Record<string, Record<string, unknown> | undefined>,
  {
    siteDir,
    siteTitle,
    baseUrl,
    trailingSlash,
    navbarItems = [],
  }: {
    siteDir: string;
    siteTitle: string;
    baseUrl: string;
    trailingSlash: boolean | undefined;
    /** themeConfig.navbar.items: what the rendered page's lvl0 falls back to. */
    navbarItems?: NavbarItem[];
  },
): Indexed[] {
  const out: Indexed[] = [];
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, content] of Object.entries(docs)) {
    for (const version of (content as DocsContent).loadedVersions) {
      const categories = categoryOfDocs(version.sidebars);
      const navbarLabels = navbarLabelOfSidebars(navbarItems, pluginId, version.docs);
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        out.push({
          permalink: doc.permalink,
          sourceFile: resolveSource(siteDir, doc.source),
          title: doc.title,
          lvl0:
            categories.get(doc.id) ??
            (doc.sidebar ? navbarLabels.get(doc.sidebar) : undefined) ??
            defaultLvl0(doc.permalink),
          docusaurusTag: `docs-${pluginId}-${version.versionName}`,
        });
      }
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const {metadata} of (content as BlogContent).blogPosts) {
      if (metadata.unlisted) continue;
      out.push({
        permalink: metadata.permalink,
        sourceFile: resolveSource(siteDir, metadata.source),
        title: metadata.title,
        lvl0: defaultLvl0(metadata.permalink),
        docusaurusTag: 'default',
      });
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    for (const page of content as PageContent) {
      if (page.unlisted) continue;
      out.push({
        permalink: page.permalink,
        // JSX pages have no Markdown to read in development.
        sourceFile: page.type === 'mdx' ? resolveSource(siteDir, page.source) : undefined,
        title: page.frontMatter?.title ?? siteTitle,
        lvl0: defaultLvl0(page.permalink),
        docusaurusTag: 'default',
      });
    }
  }
  return out.map((page) => ({...page, permalink: applyTrailingSlash(page.permalink, {trailingSlash, baseUrl})}));
}
