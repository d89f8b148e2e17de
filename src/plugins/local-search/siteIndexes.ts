import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {DocgenComponent} from '../docgen/types';
import {extractSourcePages, sourcePagesFile, splitIndex, type SourcePages} from './build';
import type {ShardedIndexHead} from './indexShards';
import {INDEX_FILE} from './pluginData';
import {createShardedEngine, type Engine} from './client/engine';

/**
 * The site's own indexes, for the tests named *.build.test.ts: the one
 * `npm run build` wrote, and the one `npm start` serves, made here by the
 * same function from the sources the last build or start recorded. Imported
 * only by tests.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const BUILD_DIR = path.join(root, 'build');
const GENERATED_DIR = path.join(root, '.docusaurus');

function mustExist(file: string): string {
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build\` (without ALGOLIA_* variables) first`);
  return file;
}

/** The engine over build/search-index.json and its parts, read as the browser fetches them. */
export function builtIndexEngine(origin: string): Engine {
  const indexFile = mustExist(path.join(BUILD_DIR, INDEX_FILE));
  const head = JSON.parse(readFileSync(indexFile, 'utf8')) as ShardedIndexHead;
  const loadPart = async (name: string): Promise<unknown> =>
    JSON.parse(await readFile(path.join(BUILD_DIR, name), 'utf8'));
  return createShardedEngine(head, loadPart, origin);
}

/** What the plugin recorded of the sources at the last build or start. */
export function recordedSourcePages(): SourcePages {
  return JSON.parse(readFileSync(mustExist(sourcePagesFile(GENERATED_DIR)), 'utf8')) as SourcePages;
}

/** The engine over the index `npm start` serves, its parts read from memory. */
export async function devIndexEngine(origin: string): Promise<Engine> {
  const {head, parts} = splitIndex(await extractSourcePages(recordedSourcePages()));
  const loadPart = (name: string): Promise<unknown> => {
    const text = parts.get(name);
    return text === undefined ? Promise.reject(new Error(`no part ${name}`)) : Promise.resolve(JSON.parse(text));
  };
  return createShardedEngine(head, loadPart, origin);
}

/** The docgen plugin's tables, as it wrote them for `@docgen/<Name>` (src/plugins/docgen). */
export function docgenTables(): DocgenComponent[] {
  const dir = mustExist(path.join(GENERATED_DIR, 'bui-docgen', 'default'));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('__'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as DocgenComponent);
}

/**
 * Per page, the names of the components whose props table it shows: its
 * `<PropsTable of={X} />` elements, X imported from `@docgen/<Name>`, outside
 * code blocks (a page may show such code as an example).
 */
export function propsTablesOfPages({pages}: SourcePages): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const {permalink, sourceFile} of pages) {
    if (!sourceFile) continue;
    const source = readFileSync(sourceFile, 'utf8').replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
    const imports = new Map(
      [...source.matchAll(/^import\s+(\w+)\s+from\s+['"]@docgen\/(\w+)['"]/gm)].map(([, name, table]) => [name, table]),
    );
    const tables = [...source.matchAll(/^\s*<PropsTable\s+of=\{(\w+)\}/gm)].map(
      ([, name]) => imports.get(name) ?? name,
    );
    if (tables.length > 0) out.set(permalink, tables);
  }
  return out;
}
