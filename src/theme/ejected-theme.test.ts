import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {diffLines} from 'diff';
import * as prettier from 'prettier';
import {describe, expect, test} from 'vitest';

/**
 * Ejected theme components are copies of a theme's own source, changed only
 * where a line says why with a `BUI:` comment, so that an upgrade is a diff of
 * those lines. This compares each with the file it was ejected from, both
 * formatted by Prettier (formatting is not a difference), and fails listing
 * every changed stretch of lines that carries no `BUI:` marker. Removing one
 * of upstream's lint or type-check suppressions needs no marker: this repo
 * lints with its own rules, and a suppression it still needs is rewritten
 * (and marked) with the rule's name and a reason.
 *
 * After upgrading the theme: eject again (`npx docusaurus swizzle <theme>
 * <Component> --eject --typescript --danger`), re-apply the marked lines,
 * and update the version in the file's first line.
 */

type Ejected = {
  /** Our copy, under src/theme/. */
  file: string;
  /** The package it was ejected from. */
  from: string;
  /** The original, inside that package. */
  upstream: string;
};

/** Every ejected file. Add a component by adding its files here. */
const EJECTED: Ejected[] = [
  {file: 'CodeBlock/index.tsx', from: '@docusaurus/theme-classic', upstream: 'src/theme/CodeBlock/index.tsx'},
  {file: 'SearchBar/index.tsx', from: '@docusaurus/theme-search-algolia', upstream: 'src/theme/SearchBar/index.tsx'},
  {file: 'SearchBar/styles.css', from: '@docusaurus/theme-search-algolia', upstream: 'src/theme/SearchBar/styles.css'},
  {file: 'SearchPage/index.tsx', from: '@docusaurus/theme-search-algolia', upstream: 'src/theme/SearchPage/index.tsx'},
  {
    file: 'SearchPage/styles.module.css',
    from: '@docusaurus/theme-search-algolia',
    upstream: 'src/theme/SearchPage/styles.module.css',
  },
];

const themeDir = path.dirname(fileURLToPath(import.meta.url));
const requireHere = createRequire(import.meta.url);

/** A package's folder and version: up from its main file to its package.json. */
function installed(name: string): {dir: string; version: string} {
  for (let dir = path.dirname(requireHere.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const {name: found, version} = JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string; version: string};
    if (found === name) return {dir, version};
  }
  throw new Error(`${name}: no package.json above its main file`);
}

const isCode = (file: string) => /\.[jt]sx?$/.test(file);
/** The first line of an ejected code file: where it comes from, at which version, and why. */
const HEADER = /^\/\/ Ejected .*? from (\S+) (\d\S*) .*BUI/;
/** Upstream's lint and type-check suppressions, which may go without a marker. */
const SUPPRESSION = /^\s*(\/\/|\/\*|\{\/\*)\s*(eslint-disable|@ts-ignore|@ts-expect-error)/;
const withoutLicense = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '');

async function formatted(text: string, filepath: string): Promise<string[]> {
  const options = await prettier.resolveConfig(filepath);
  return (await prettier.format(text, {...options, filepath})).split('\n');
}

type Hunk = {line: number; removed: string[]; added: string[]};

/** Stretches of changed lines, numbered by our file's (formatted) lines. */
function hunks(before: string[], after: string[]): Hunk[] {
  const out: Hunk[] = [];
  let current: Hunk | null = null;
  let line = 1;
  for (const change of diffLines(`${before.join('\n')}\n`, `${after.join('\n')}\n`)) {
    const lines = change.value.replace(/\n$/, '').split('\n');
    if (!change.added && !change.removed) {
      current = null;
      line += lines.length;
      continue;
    }
    if (!current) out.push((current = {line, removed: [], added: []}));
    if (change.added) {
      current.added.push(...lines);
      line += lines.length;
    } else {
      current.removed.push(...lines);
    }
  }
  return out;
}

const isMarked = ({added, removed}: Hunk) =>
  added.some((text) => text.includes('BUI:')) ||
  (added.length === 0 &&
    removed.some((text) => SUPPRESSION.test(text)) &&
    removed.every((text) => SUPPRESSION.test(text) || text.trim() === ''));

describe('ejected theme components differ from their originals only where marked BUI:', () => {
  for (const {file, from, upstream} of EJECTED) {
    // Prettier over two files of a few hundred lines: seconds on a busy machine.
    test(`src/theme/${file} (from ${from})`, {timeout: 30_000}, async () => {
      const ours = path.join(themeDir, file);
      const {dir, version} = installed(from);
      let text = readFileSync(ours, 'utf8');
      if (isCode(file)) {
        const [header = '', ...rest] = text.split('\n');
        const match = HEADER.exec(header);
        expect(match, 'the first line says where the file comes from, at which version, and why').not.toBeNull();
        expect(match?.[1], 'the package named in the first line').toBe(from);
        expect(match?.[2], 'ejected from another version: eject again and re-apply the BUI: changes').toBe(version);
        text = rest.join('\n');
      }
      const original = await formatted(withoutLicense(readFileSync(path.join(dir, upstream), 'utf8')), ours);
      const unmarked = hunks(original, await formatted(text, ours))
        .filter((hunk) => !isMarked(hunk))
        .map(
          ({line, removed, added}) =>
            `line ${line}:\n${[...removed.map((text) => `- ${text}`), ...added.map((text) => `+ ${text}`)].join('\n')}`,
        );
      expect(unmarked, 'changes without a BUI: marker (or upstream changes to re-apply)').toEqual([]);
    });
  }
});
