import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The folders of a plugin say where its code runs: its index.ts and the Node
 * helpers beside it run in the build, `loaders/` holds what Rspack runs on
 * modules, `client/` and `theme/` what runs in the browser. A plugin hands
 * the build its loaders and client modules as paths (`path.join(__dirname,
 * …)`), which neither TypeScript nor the bundler checks until a build fails,
 * so a moved file is caught here.
 */
const root = path.resolve(__dirname, '..', '..');
const pluginsDir = path.join(root, 'src', 'plugins');

/** Each `path.join(__dirname, 'a', 'b')` of a file whose arguments are all string literals, resolved. */
export function dirnamePaths(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/path\.join\(\s*__dirname((?:\s*,\s*'[^']*')+)\s*,?\s*\)/g)) {
    const parts = [...match[1].matchAll(/'([^']*)'/g)].map((part) => part[1]);
    found.push(path.join(path.dirname(file), ...parts));
  }
  return found;
}

const nodeFiles = readdirSync(pluginsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.(ts|cjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join(pluginsDir, file));

describe('plugin files', () => {
  it('every file a plugin names by path exists', () => {
    const named = nodeFiles.flatMap((file) =>
      dirnamePaths(file, readFileSync(file, 'utf8')).map((target) => ({file, target})),
    );
    expect(named.length).toBeGreaterThan(10);
    const missing = named
      .filter(({target}) => !existsSync(target))
      .map(
        ({file, target}) => `${path.relative(root, file)} names ${path.relative(root, target)}, which does not exist`,
      );
    expect(missing).toEqual([]);
  });

  it('loaders live in loaders/', () => {
    const misplaced = nodeFiles
      .filter((file) => /-loader\.cjs$/.test(file) && path.basename(path.dirname(file)) !== 'loaders')
      .map((file) => path.relative(root, file));
    expect(misplaced).toEqual([]);
  });

  it('reads the paths of path.join(__dirname, …) with literal arguments only', () => {
    const file = path.join(pluginsDir, 'x', 'index.ts');
    const text = [
      "const a = path.join(__dirname, 'client', 'a.ts');",
      "const b = path.join(__dirname, 'loaders/b-loader.cjs');",
      'const c = path.join(__dirname, name);',
    ].join('\n');
    expect(dirnamePaths(file, text)).toEqual([
      path.join(pluginsDir, 'x', 'client', 'a.ts'),
      path.join(pluginsDir, 'x', 'loaders', 'b-loader.cjs'),
    ]);
  });
});
