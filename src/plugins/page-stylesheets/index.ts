import {mkdirSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EXAMPLE_CHUNK_PREFIX, ISLAND_CHUNK_PREFIX} from '../bui-library';
import {addToHead} from '../shared/page-head';
import {chunkNamesOf, matchRouteChain, parseRoutes} from './routes';

/**
 * Links each page's own stylesheets in its HTML.
 *
 * Docusaurus 3.9 links one stylesheet in every page and loads a page's other
 * code (route chunks) only once main.js runs, so CSS kept out of that one
 * sheet (the design system's, bui-library's `styles` rule) would reach the
 * page late, and never without JavaScript. This plugin records, for each
 * chunk the routes load by name, the CSS files that load with it (from the
 * bundler's stats), and after the build (src/plugins/html-output) adds a
 * `<link rel="stylesheet">` for each of them to every page whose routes use
 * that chunk. When the same
 * chunk loads later on a client-side navigation, the bundler's runtime finds
 * the link already in the page and does not fetch it again.
 */
export const CHUNK_CSS_FILE = 'page-stylesheets-chunk-css.json';

/** Chunk name (as in routesChunkNames.json) → the CSS files its chunk group loads. */
export type ChunkCss = Record<string, string[]>;

interface StatsAsset {
  name: string;
}
interface StatsChunkGroup {
  assets?: (StatsAsset | string)[];
  chunks?: (string | number)[];
}
interface StatsChunk {
  id?: string | number | null;
  names?: string[];
  children?: (string | number)[];
}
/** What the plugin reads of the bundler's stats. */
export interface StatsJson {
  namedChunkGroups?: Record<string, StatsChunkGroup>;
  chunks?: StatsChunk[];
}
interface StatsLike {
  toJson(options: Record<string, boolean>): StatsJson;
}
interface CompilerLike {
  hooks: {done: {tap(name: string, callback: (stats: StatsLike) => void): void}};
}

/**
 * Chunk groups whose CSS a page needs at once though their scripts load
 * later: the code of the live examples (src/plugins/bui-library,
 * example-source-loader.cjs) and of the site's other islands, which the
 * server has already rendered into the page's HTML.
 */
const isStyledOnLoad = (chunkName: string): boolean =>
  chunkName.startsWith(EXAMPLE_CHUNK_PREFIX) || chunkName.startsWith(ISLAND_CHUNK_PREFIX);

const cssOf = (group: StatsChunkGroup | undefined): string[] =>
  (group?.assets ?? [])
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((file) => file.endsWith('.css'));

/**
 * For each named chunk group, its CSS files and those of the
 * examples' chunks its own chunk loads on demand, in that order, each once.
 */
export function chunkCssOf({namedChunkGroups: groups = {}, chunks = []}: StatsJson): ChunkCss {
  const chunkById = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
  const result: ChunkCss = {};
  for (const [name, group] of Object.entries(groups)) {
    // The group's own chunk: a chunk it shares (the one stylesheet every page links) is a parent of every page's.
    const onDemand = (group.chunks ?? [])
      .map((id) => chunkById.get(String(id)))
      .filter((chunk) => chunk?.names?.includes(name))
      .flatMap((chunk) => chunk?.children ?? [])
      .flatMap((id) => chunkById.get(String(id))?.names ?? [])
      .filter(isStyledOnLoad);
    const css = [...new Set([...cssOf(group), ...onDemand.flatMap((childName) => cssOf(groups[childName]))])];
    if (css.length > 0) result[name] = css;
  }
  return result;
}

/** Adds links for `files` after the page's last stylesheet link (or before </head>), skipping any it already has. */
export function addStylesheets(html: string, hrefs: readonly string[]): string {
  const missing = hrefs.filter((href) => !html.includes(href));
  if (missing.length === 0) return html;
  const links = missing.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const existing = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi)].at(-1);
  if (existing?.index !== undefined) {
    const at = existing.index + existing[0].length;
    return html.slice(0, at) + links + html.slice(at);
  }
  return addToHead(html, links, 'A built page has no </head> to add its stylesheets to.');
}

export default function pageStylesheets(context: LoadContext): Plugin {
  const chunkCssFile = path.join(context.generatedFilesDir, CHUNK_CSS_FILE);
  return {
    name: 'bui-page-stylesheets',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const plugin = {
        apply(compiler: CompilerLike) {
          compiler.hooks.done.tap('bui-page-stylesheets', (stats) => {
            const json = stats.toJson({all: false, chunkGroups: true, chunks: true, chunkRelations: true, ids: true});
            mkdirSync(context.generatedFilesDir, {recursive: true});
            writeFileSync(chunkCssFile, `${JSON.stringify(chunkCssOf(json), null, 1)}\n`);
          });
        },
      };
      return {plugins: [plugin]};
    },
  };
}

/**
 * The step src/plugins/html-output runs on every built page: adds the
 * stylesheets of the chunks the page's routes load. Reads what the build
 * generated (routes.js, routesChunkNames.json and this plugin's record).
 */
export async function pageStylesheetsStep(
  generatedFilesDir: string,
  baseUrl: string,
): Promise<(html: string, route: string) => string> {
  const read = async (file: string) => readFile(path.join(generatedFilesDir, file), 'utf8');
  const routes = parseRoutes(await read('routes.js'));
  const chunkNames = JSON.parse(await read('routesChunkNames.json')) as Record<string, unknown>;
  const chunkCss = JSON.parse(await read(CHUNK_CSS_FILE)) as ChunkCss;
  return (html, route) => {
    const hrefs = matchRouteChain(routes, route)
      .flatMap((entry) => chunkNamesOf(chunkNames[entry.key]))
      .flatMap((name) => chunkCss[name] ?? [])
      .map((css) => `${baseUrl}${css}`);
    return hrefs.length === 0 ? html : addStylesheets(html, [...new Set(hrefs)]);
  };
}
