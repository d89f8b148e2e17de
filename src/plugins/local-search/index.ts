import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCGEN_PLUGIN} from '../docgen';
import type {DocgenComponent} from '../docgen/types';
import {
  extractBuiltPages,
  extractSourcePages,
  sourcePagesFile,
  splitIndex,
  writeSplitIndex,
  type SourcePages,
} from './build';
import {PARTS_DIR, type ShardedIndex} from './indexShards';
import {pagesToIndex, type NavbarItem} from './pages';
import {INDEX_FILE, LOCAL_SEARCH_PLUGIN, type LocalSearchGlobalData} from './pluginData';

/**
 * Local search, the default when no Algolia credentials are set at build time
 * (see docusaurus.config.ts). This folder holds all of it:
 *   index.ts, pages.ts    (Node) the plugin, and which pages it indexes
 *   build.ts              (Node) makes the index, one format for both commands:
 *                         after `npm run build`, from the rendered pages
 *                         (extractHtml.ts); under `npm start`, from their
 *                         Markdown (extractMarkdown.ts), served from memory.
 *                         records.ts makes the records, indexShards.ts splits
 *                         them into INDEX_FILE and its parts in PARTS_DIR
 *   client/               (browser) the stand-in for Algolia's client that the
 *                         ejected SearchBar and SearchPage use, and the engine
 *                         that answers it, loaded when search is first opened
 */
// No getThemePath(): src/theme keeps the ejected SearchBar/SearchPage, which Algolia mode (no plugin) needs too.

// The dev server's bundler config is made once, while content reloads make
// new plugin instances: the latest sources are kept here for it, and the
// index made of them until they change.
let devSources: SourcePages | null = null;
let devIndex: {sources: SourcePages; split: Promise<ShardedIndex>} | null = null;

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

/** Under `npm start`: the split index of the Markdown sources, served by the dev server as the build writes it. */
class DevIndexAssets {
  apply(compiler: Compiler) {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(LOCAL_SEARCH_PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {name: LOCAL_SEARCH_PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        async () => {
          const sources = devSources;
          if (!sources) return;
          if (devIndex?.sources !== sources) devIndex = {sources, split: extractSourcePages(sources).then(splitIndex)};
          const {head, parts} = await devIndex.split;
          for (const [name, text] of parts) compilation.emitAsset(name, new RawSource(text));
          compilation.emitAsset(INDEX_FILE, new RawSource(JSON.stringify(head)));
        },
      );
    });
  }
}

export default function localSearch(context: LoadContext): Plugin {
  const {baseUrl, siteDir, siteConfig, i18n, generatedFilesDir} = context;
  let sources: SourcePages = {language: i18n.currentLocale, pages: [], propsTables: []};

  return {
    name: LOCAL_SEARCH_PLUGIN,

    async allContentLoaded({allContent, actions}) {
      const pages = pagesToIndex(allContent, {
        siteDir,
        siteTitle: siteConfig.title,
        baseUrl,
        trailingSlash: siteConfig.trailingSlash,
        navbarItems: (siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar?.items,
      });
      // The docgen plugin's loaded content: the props tables pages show.
      const propsTables = (allContent[DOCGEN_PLUGIN]?.default ?? []) as DocgenComponent[];
      sources = {language: i18n.currentLocale, pages, propsTables};
      devSources = sources;
      const file = sourcePagesFile(generatedFilesDir);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, JSON.stringify(sources));
      // The URL changes with the sources, so browsers never keep a stale index.
      const hash = createHash('sha256');
      hash.update(JSON.stringify(propsTables));
      for (const page of pages) {
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
      return {plugins: [new DevIndexAssets()]};
    },

    async postBuild({outDir, routesBuildMetadata}) {
      const started = Date.now();
      const routes = sources.pages
        .map((page) => page.permalink)
        .filter((route) => !routesBuildMetadata[route]?.noIndex);
      const split = splitIndex(await extractBuiltPages(outDir, baseUrl, routes));
      await writeSplitIndex(outDir, split);
      const head = JSON.stringify(split.head);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      console.log(
        `[local-search] ${INDEX_FILE}: ${split.head.pages.length} pages, ${split.head.levels.length} records; ` +
          `head ${kib(head.length)} (${kib(gzipSync(head).length)} gzipped) and ${split.parts.size} parts ` +
          `in ${PARTS_DIR}/${split.head.hash}/, in ${Date.now() - started} ms`,
      );
    },
  };
}
