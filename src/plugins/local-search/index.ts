import {createHash} from 'node:crypto';
import {mkdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  LOCAL_SEARCH_PLUGIN,
  packIndex,
  type ExtractedPage,
  type LocalSearchGlobalData,
  type SearchIndexFile,
} from './indexFormat';
import {buildPostings} from './client/engine/postings';
import {createFieldTerms} from './client/engine/fields';
import {cachedNormalize} from './client/engine/words';
import {extractPageFromHtml} from './extractHtml';
import {extractPageFromMarkdown} from './extractMarkdown';
import {PARTS_DIR, shardIndex, type ShardedIndex} from './indexShards';
import {pagesToIndex, type Indexed} from './pages';
import {unpackIndex} from './indexFormat';

/**
 * Local search, the default when no Algolia credentials are set at build time
 * (see docusaurus.config.ts). This folder holds all of it:
 *   index.ts, pages.ts    (Node) which pages; after the build, each is read
 *                         back from its HTML (extractHtml.ts) and the index is
 *                         split (indexShards.ts) into build/search-index.json
 *                         and its parts in build/search-index/<hash>/; under
 *                         `npm start` it is served whole, in one file, made from
 *                         the Markdown (extractMarkdown.ts)
 *   indexFormat.ts        the whole index, written in Node and read in the browser
 *   indexShards.ts        the split index: head, term shards, record chunks
 *   client/               (browser) the stand-in for Algolia's client that the
 *                         ejected SearchBar and SearchPage use, and the engine
 *                         that answers it, loaded when search is first opened
 */
// No getThemePath(): src/theme keeps the ejected SearchBar/SearchPage, which Algolia mode (no plugin) needs too.

export const INDEX_FILE = 'search-index.json';

/** The split index (indexShards.ts) of a whole one. */
export function splitIndex(index: SearchIndexFile): ShardedIndex {
  const records = unpackIndex(index);
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
  return shardIndex(
    index,
    records,
    buildPostings(records, cachedNormalize()),
    createFieldTerms(records, cachedNormalize()),
    hash,
  );
}

/** Writes the head as INDEX_FILE in `dir`, the parts under PARTS_DIR (replacing any of an earlier build). */
export async function writeSplitIndex(dir: string, {head, parts}: ShardedIndex): Promise<void> {
  await rm(path.join(dir, PARTS_DIR), {recursive: true, force: true});
  await mkdir(path.join(dir, PARTS_DIR, head.hash), {recursive: true});
  const names = [...parts.keys()];
  // A few at a time: 100x the site is tens of thousands of files.
  for (let at = 0; at < names.length; at += 256) {
    await Promise.all(names.slice(at, at + 256).map((name) => writeFile(path.join(dir, name), parts.get(name) ?? '')));
  }
  await writeFile(path.join(dir, INDEX_FILE), JSON.stringify(head));
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
      indexed = pagesToIndex(allContent, {
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
      return {plugins: [new DevIndexAsset()]};
    },

    async postBuild({outDir, routesBuildMetadata}) {
      const started = Date.now();
      const routes = indexed.map((page) => page.permalink).filter((route) => !routesBuildMetadata[route]?.noIndex);
      const index = await buildIndexFromHtml(outDir, baseUrl, routes);
      const split = splitIndex(index);
      await writeSplitIndex(outDir, split);
      const head = JSON.stringify(split.head);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      console.log(
        `[local-search] ${INDEX_FILE}: ${index.pages.length} pages, ${index.sections.length} sections; ` +
          `head ${kib(head.length)} (${kib(gzipSync(head).length)} gzipped) and ${split.parts.size} parts ` +
          `in ${PARTS_DIR}/${split.head.hash}/, in ${Date.now() - started} ms`,
      );
    },
  };
}
