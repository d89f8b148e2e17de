import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * src/theme/SearchBar and src/theme/SearchPage are ejected copies of
 * @docusaurus/theme-search-algolia's components. This keeps them upgradable:
 * each differs from the installed original only in changes marked "BUI", and
 * names the version it was ejected from. After upgrading Docusaurus, eject
 * again (npx docusaurus swizzle @docusaurus/theme-search-algolia SearchBar
 * --eject --javascript --danger, same for SearchPage) and re-apply the
 * marked changes.
 */

const root = path.resolve(__dirname, '..', '..');
// The package's main file is lib/index.js.
const themeDir = path.resolve(
  path.dirname(createRequire(__filename).resolve('@docusaurus/theme-search-algolia')),
  '..',
);
const themeVersion: string = JSON.parse(readFileSync(path.join(themeDir, 'package.json'), 'utf8')).version;

/** Line diff (longest common subsequence), as hunks of removed and added lines. */
function hunks(before: string[], after: string[]) {
  const lcs: number[][] = Array.from({length: before.length + 1}, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: {line: number; removed: string[]; added: string[]}[] = [];
  let current: {line: number; removed: string[]; added: string[]} | null = null;
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      current = null;
      i += 1;
      j += 1;
      continue;
    }
    if (!current) out.push((current = {line: j + 1, removed: [], added: []}));
    if (j < after.length && (i === before.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!))
      current.added.push(after[j++]!);
    else current.removed.push(before[i++]!);
  }
  return out;
}

const withoutLicense = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\n\n?/, '');

for (const file of [
  'SearchBar/index.js',
  'SearchBar/styles.css',
  'SearchPage/index.js',
  'SearchPage/styles.module.css',
]) {
  test(`src/theme/${file} differs from theme-search-algolia ${themeVersion} only where marked BUI`, () => {
    const original = withoutLicense(readFileSync(path.join(themeDir, 'lib/theme', file), 'utf8')).split('\n');
    let ours = readFileSync(path.join(root, 'src/theme', file), 'utf8').split('\n');
    if (file.endsWith('.js')) {
      const header = ours[0]!;
      expect(header, 'the first line says where the file comes from and why').toMatch(
        /^\/\/ Ejected .*@docusaurus\/theme-search-algolia (\S+) .*BUI/,
      );
      expect(
        header.match(/theme-search-algolia (\S+) /)![1],
        'ejected from another version: eject again and re-apply the BUI changes',
      ).toBe(themeVersion);
      ours = ours.slice(1);
    }
    const unmarked = hunks(original, ours).filter((hunk) => !hunk.added.some((line) => line.includes('BUI')));
    expect(unmarked, 'changes without a BUI comment (or upstream changes to re-apply)').toEqual([]);
    if (file.endsWith('.css')) expect(ours).toEqual(original);
  });
}
