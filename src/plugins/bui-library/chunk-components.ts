import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Which parts of the design system each script of the client build contains,
 * so a test can say which components a page really downloads (not which ones
 * a string search guesses): `{"assets/js/1a2b.js": ["Button", "Icon"]}`.
 * A part is a top folder of src/bui: a component (`Button`), `internal`,
 * `tokens` or `demo`. Written next to the build's other generated files
 * (`.docusaurus/`), never into the site a host serves.
 */
export const CHUNK_COMPONENTS_FILE = 'bui-chunk-components.json';

export type ChunkComponents = Record<string, string[]>;

/** The parts of the stats JSON this reads; Rspack's and webpack's agree on them. */
export interface StatsModule {
  nameForCondition?: string | null;
  identifier?: string;
  /** the modules a concatenated (scope-hoisted) module is made of */
  modules?: StatsModule[];
}
export interface StatsChunk {
  files?: string[];
  modules?: StatsModule[];
}

/** The src/bui folder a module file belongs to, or null for any other file. */
export function buiPartOf(file: string, siteDir: string): string | null {
  const relative = path.relative(path.join(siteDir, 'src', 'bui'), file).split(path.sep);
  if (relative.length < 2 || relative[0] === '..' || relative[0] === '') return null;
  return relative[0] ?? null;
}

function partsOf(module: StatsModule, siteDir: string, into: Set<string>): void {
  const file = module.nameForCondition ?? '';
  const part = file ? buiPartOf(file, siteDir) : null;
  if (part) into.add(part);
  for (const inner of module.modules ?? []) partsOf(inner, siteDir, into);
}

/** Every JavaScript file of the build, with the src/bui parts its modules come from (sorted; empty for none). */
export function chunkComponents(chunks: readonly StatsChunk[], siteDir: string): ChunkComponents {
  const result: ChunkComponents = {};
  for (const chunk of chunks) {
    const parts = new Set<string>();
    for (const module of chunk.modules ?? []) partsOf(module, siteDir, parts);
    for (const file of chunk.files ?? []) {
      if (!file.endsWith('.js')) continue;
      result[file] = [...new Set([...(result[file] ?? []), ...parts])].sort();
    }
  }
  return result;
}

interface StatsLike {
  toJson(options: Record<string, boolean | number>): {chunks?: StatsChunk[]};
}
interface CompilerLike {
  hooks: {done: {tap(name: string, callback: (stats: StatsLike) => void): void}};
}

/** A Rspack plugin for the client build: writes `<generatedFilesDir>/bui-chunk-components.json` when it is done. */
export function chunkComponentsPlugin(
  siteDir: string,
  generatedFilesDir: string,
): {apply(compiler: CompilerLike): void} {
  return {
    apply(compiler) {
      compiler.hooks.done.tap('bui-chunk-components', (stats) => {
        // Every module of every chunk: the default spaces fold long lists into "filtered" counts.
        const {chunks = []} = stats.toJson({
          all: false,
          chunks: true,
          chunkModules: true,
          nestedModules: true,
          orphanModules: true,
          dependentModules: true,
          chunkModulesSpace: Number.MAX_SAFE_INTEGER,
          nestedModulesSpace: Number.MAX_SAFE_INTEGER,
        });
        mkdirSync(generatedFilesDir, {recursive: true});
        writeFileSync(
          path.join(generatedFilesDir, CHUNK_COMPONENTS_FILE),
          `${JSON.stringify(chunkComponents(chunks, siteDir), null, 1)}\n`,
        );
      });
    },
  };
}
