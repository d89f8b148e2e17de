import {createHash} from 'node:crypto';
import {readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {normalizeUrl} from '@docusaurus/utils';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  LOCAL_SEARCH_PLUGIN,
  packIndex,
  type ExtractedPage,
  type LocalSearchGlobalData,
  type SearchIndexFile,
} from '../../search/indexFormat';
import {defaultLvl0, extractPageFromHtml} from './extractHtml';
import {extractPageFromMarkdown} from './extractMarkdown';

/**
 * Local search, the default when no Algolia credentials are set at build time
 * (see docusaurus.config.ts): after the build, every docs page, blog post and
 * page is read back from its HTML and turned into DocSearch-style sections,
 * written to build/search-index.json. The ejected SearchBar and SearchPage
 * query it through src/search/client.ts, loading it when search is first opened.
 * Under `npm start` the same file is served from the Markdown sources.
 */

export const INDEX_FILE = 'search-index.json';

type Indexed = {
  permalink: string;
  /** Absolute path of the Markdown/MDX source, for the dev index. */
  sourceFile?: string;
  title: string;
  lvl0: string;
  docusaurusTag: string;
};

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};
type Doc = {id: string; permalink: string; source: string; title: string; unlisted?: boolean};
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
  }: {siteDir: string; siteTitle: string; baseUrl: string; trailingSlash: boolean | undefined},
): Indexed[] {
  const out: Indexed[] = [];
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, content] of Object.entries(docs)) {
    for (const version of (content as DocsContent).loadedVersions) {
      const categories = categoryOfDocs(version.sidebars);
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        out.push({
          permalink: doc.permalink,
          sourceFile: resolveSource(siteDir, doc.source),
          title: doc.title,
          lvl0: categories.get(doc.id) ?? defaultLvl0(doc.permalink),
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

async function htmlFileOf(outDir: string, route: string): Promise<string | null> {
  const relative = route.replace(/^\/+|\/+$/g, '');
  const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, path.join(relative, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    try {
      if ((await stat(file)).isFile()) return file;
    } catch {
      // try the next layout
    }
  }
  return null;
}

/** The production index: the rendered pages, read back from outDir. */
export async function buildIndexFromHtml(outDir: string, baseUrl: string, routes: string[]): Promise<SearchIndexFile> {
  const pages: ExtractedPage[] = [];
  for (const route of routes) {
    const file = await htmlFileOf(outDir, route.slice(baseUrl.length - 1));
    if (!file) continue;
    const page = extractPageFromHtml(await readFile(file, 'utf8'), route);
    if (page) pages.push(page);
  }
  return packIndex(pages);
}

/** The development index: the Markdown sources. */
export async function buildIndexFromSources(pages: Indexed[], language: string): Promise<SearchIndexFile> {
  const extracted = await Promise.all(
    pages.map(async (page): Promise<ExtractedPage> => {
      const meta = {path: page.permalink, lvl0: page.lvl0, language, docusaurusTag: page.docusaurusTag};
      if (!page.sourceFile) return {...meta, sections: [{level: 1, heading: page.title, anchor: '', content: []}]};
      return extractPageFromMarkdown(await readFile(page.sourceFile, 'utf8'), {...meta, title: page.title});
    }),
  );
  return packIndex(extracted);
}

// The dev server's bundler config is made once, while content reloads make
// new plugin instances: the latest page list is kept here for it.
let devPages: {pages: Indexed[]; language: string} | null = null;

type Compiler = {
  webpack: {
    sources: {RawSource: new (source: string) => unknown};
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
  };
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void}};
};
type Compilation = {
  hooks: {processAssets: {tapPromise(options: {name: string; stage: number}, callback: () => Promise<void>): void}};
  emitAsset(file: string, source: unknown): void;
};

class DevIndexAsset {
  apply(compiler: Compiler) {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(LOCAL_SEARCH_PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {name: LOCAL_SEARCH_PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        async () => {
          if (!devPages) return;
          const index = await buildIndexFromSources(devPages.pages, devPages.language);
          compilation.emitAsset(INDEX_FILE, new RawSource(JSON.stringify(index)));
        },
      );
    });
  }
}

export default function localSearch(context: LoadContext): Plugin {
  const {baseUrl, siteDir, siteConfig, i18n} = context;
  const language = i18n.currentLocale;
  let indexed: Indexed[] = [];

  return {
    name: LOCAL_SEARCH_PLUGIN,

    async allContentLoaded({allContent, actions}) {
      indexed = pagesToIndex(allContent as Record<string, Record<string, unknown>>, {
        siteDir,
        siteTitle: siteConfig.title,
        baseUrl,
        trailingSlash: siteConfig.trailingSlash,
      });
      devPages = {pages: indexed, language};
      // The URL changes with the sources, so browsers never keep a stale index.
      const hash = createHash('sha256');
      for (const page of indexed) {
        hash.update(page.permalink);
        if (page.sourceFile) hash.update(await readFile(page.sourceFile).catch(() => ''));
      }
      const data: LocalSearchGlobalData = {
        indexUrl: `${normalizeUrl([baseUrl, INDEX_FILE])}?v=${hash.digest('hex').slice(0, 12)}`,
      };
      actions.setGlobalData(data);
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return undefined;
      return {plugins: [new DevIndexAsset() as never]};
    },

    async postBuild({outDir, routesBuildMetadata}) {
      const started = Date.now();
      const routes = indexed.map((page) => page.permalink).filter((route) => !routesBuildMetadata[route]?.noIndex);
      const index = await buildIndexFromHtml(outDir, baseUrl, routes);
      const json = JSON.stringify(index);
      await writeFile(path.join(outDir, INDEX_FILE), json);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      console.log(
        `[local-search] ${INDEX_FILE}: ${index.pages.length} pages, ${index.sections.length} sections, ` +
          `${kib(json.length)} (${kib(gzipSync(json).length)} gzipped) in ${Date.now() - started} ms`,
      );
    },
  };
}
