import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {structuredPatch} from 'diff';
import {format, resolveConfig} from 'prettier';
import {describe, expect, it} from 'vitest';

/**
 * The theme components ejected from @docusaurus/theme-classic (a wrapper
 * cannot make their change) stay upgradable: each is the installed
 * original, formatted as this repository formats code, plus changes that
 * each carry a `BUI:` comment; its first line names the version it was
 * ejected from and says why. After upgrading Docusaurus, eject again
 * (`npx docusaurus swizzle @docusaurus/theme-classic <Name> --eject
 * --typescript --danger`) and re-apply the marked changes.
 *
 * (our file, upstream file) pairs, in the shape of src/theme's list for the
 * search swizzles, into which they are meant to merge.
 */
export type EjectedFile = {ours: string; pkg: string; upstream: string};

export const classicEjected: readonly EjectedFile[] = [
  ['BlogArchivePage/index.tsx'],
  ['BlogListPage/index.tsx'],
  ['NavbarItem/ComponentTypes.tsx'],
  ['TabItem/index.tsx'],
  ['TabItem/styles.module.css'],
].map(([file]) => ({
  ours: `src/theme/${file}`,
  pkg: '@docusaurus/theme-classic',
  upstream: `src/theme/${file}`,
}));

const root = path.resolve(__dirname, '..', '..');
const requireHere = createRequire(path.join(root, 'package.json'));

function packageDir(pkg: string): {dir: string; version: string} {
  const manifest = requireHere.resolve(`${pkg}/package.json`);
  return {
    dir: path.dirname(manifest),
    version: (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version,
  };
}

/** Drops the leading licence block (kept in our copies, as the MIT licence asks). */
const withoutLicence = (text: string) => text.replace(/^\/\*\*?[\s\S]*?\*\/\n+/, '');

/** Both sides as this repository's Prettier writes them, so only real changes differ. */
async function formatted(text: string, file: string): Promise<string> {
  const options = (await resolveConfig(path.join(root, file))) ?? {};
  return format(text, {...options, filepath: path.join(root, file)});
}

/** The changed stretches between upstream and ours that carry no `BUI` comment. */
export function unmarkedHunks(upstream: string, ours: string): string[] {
  const {hunks} = structuredPatch('upstream', 'ours', upstream, ours, undefined, undefined, {context: 0});
  return hunks
    .filter((hunk) => !hunk.lines.some((line) => line.startsWith('+') && line.includes('BUI')))
    .map((hunk) => `@@ ours line ${hunk.newStart}\n${hunk.lines.join('\n')}`);
}

describe('unmarkedHunks', () => {
  const upstream = 'a\nb\nc\nd\n';
  it('accepts changes that carry a BUI comment', () => {
    expect(unmarkedHunks(upstream, 'a\n// BUI: why\nB\nc\nd\n')).toEqual([]);
  });
  it('reports any other change, removals included', () => {
    expect(unmarkedHunks(upstream, 'a\nB\nc\nd\n')).toHaveLength(1);
    expect(unmarkedHunks(upstream, 'a\nc\nd\n')).toHaveLength(1);
    expect(unmarkedHunks(upstream, 'a\n// BUI: x\nb\nc\n')).toHaveLength(1);
  });
});

describe('ejected from @docusaurus/theme-classic', () => {
  for (const {ours, pkg, upstream} of classicEjected) {
    it(`${ours} is ${pkg}'s ${upstream} plus changes marked BUI`, async () => {
      const {dir, version} = packageDir(pkg);
      let text = readFileSync(path.join(root, ours), 'utf8');
      if (/\.(tsx?|jsx?)$/.test(ours)) {
        const header = text.split('\n', 1)[0];
        expect(header, 'the first line says where the file comes from and why it is ejected').toMatch(
          new RegExp(`^// Ejected from ${pkg.replace('/', '\\/')} \\S+: \\S.{20,}`),
        );
        expect(
          header.split(' ')[4],
          `ejected from another version than the installed ${version}: eject again and re-apply the BUI changes`,
        ).toBe(`${version}:`);
        text = text.slice(header.length + 1);
      }
      const original = await formatted(withoutLicence(readFileSync(path.join(dir, upstream), 'utf8')), ours);
      const copy = await formatted(withoutLicence(text), ours);
      expect(unmarkedHunks(original, copy), 'changes without a BUI comment (or upstream changes to re-apply)').toEqual(
        [],
      );
    });
  }
});
