import {createHash} from 'node:crypto';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocgenComponent} from '../docgen/types';
import {htmlFileOf} from '../shared/build-files';
import {createFieldTerms} from './client/engine/fields';
import {buildPostings} from './client/engine/postings';
import {cachedNormalize} from './client/engine/words';
import {extractPageFromHtml} from './extractHtml';
import {extractPageFromMarkdown} from './extractMarkdown';
import {PARTS_DIR, shardIndex, type ShardedIndex} from './indexShards';
import type {Indexed} from './pages';
import {INDEX_FILE, LOCAL_SEARCH_PLUGIN} from './pluginData';
import {recordsOfPages, type ExtractedPage} from './records';

/**
 * Making the index (Node). Both ways end in the same split index, the one the
 * browser's engine reads: `npm run build` extracts the rendered pages,
 * `npm start` (which renders none) their Markdown sources.
 */

/** The production build's pages: each route's rendered HTML, read back from outDir. */
export async function extractBuiltPages(outDir: string, baseUrl: string, routes: string[]): Promise<ExtractedPage[]> {
  const pages: ExtractedPage[] = [];
  for (const route of routes) {
    const file = await htmlFileOf(outDir, route.slice(baseUrl.length - 1));
    if (!file) continue;
    const page = extractPageFromHtml(await readFile(file, 'utf8'), route);
    if (page) pages.push(page);
  }
  return pages;
}

/** What the development index is made of: the pages to index and the docgen tables their props tables show. */
export type SourcePages = {language: string; pages: Indexed[]; propsTables: DocgenComponent[]};

/** The development server's pages: the Markdown sources. */
export async function extractSourcePages({language, pages, propsTables}: SourcePages): Promise<ExtractedPage[]> {
  const tables = new Map(propsTables.map((table) => [table.name, table]));
  return Promise.all(
    pages.map(async (page): Promise<ExtractedPage> => {
      const meta = {path: page.permalink, lvl0: page.lvl0, language, docusaurusTag: page.docusaurusTag};
      if (!page.sourceFile) return {...meta, sections: [{level: 1, heading: page.title, anchor: '', content: []}]};
      return extractPageFromMarkdown(await readFile(page.sourceFile, 'utf8'), {...meta, title: page.title}, tables);
    }),
  );
}

/**
 * Where the plugin writes the SourcePages of the last `npm start` or build,
 * so that the relevance suite can make the development index without a
 * development server (client/relevance.build.test.ts).
 */
export function sourcePagesFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, LOCAL_SEARCH_PLUGIN, 'source-pages.json');
}

/** The split index (indexShards.ts) of the extracted pages. */
export function splitIndex(pages: ExtractedPage[]): ShardedIndex {
  const index = recordsOfPages(pages);
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
  return shardIndex(
    index,
    buildPostings(index.records, cachedNormalize()),
    createFieldTerms(index.records, cachedNormalize()),
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
