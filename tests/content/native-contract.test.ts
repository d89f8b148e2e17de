/**
 * `@bui/react-native` is built outside this repository (docs/getting-started/intro.mdx, "The mobile package"), so a
 * page may describe it only as a contract: each component page's Mobile section opens with the note that says so
 * (src/components/NativeContract), and no page claims a check that does not happen.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file));
}

const pages = [...markdownFiles('docs'), ...markdownFiles('blog')];
const componentPages = markdownFiles('docs/components');

/** The first line that is not blank after `### Mobile`, or null when the page has no such section. */
function firstLineOfMobileSection(source: string): string | null {
  const lines = source.split('\n');
  const heading = lines.indexOf('### Mobile');
  if (heading < 0) return null;
  return lines.slice(heading + 1).find((line) => line.trim() !== '') ?? '';
}

/** Sentences that promise the native code matches, or is generated from, what this repository builds. */
const OVERCLAIM = /(always matches|generated from|kept in sync with)[^.\n]*@bui\/react-native/i;

describe('the mobile package is described as a contract', () => {
  it('finds the component pages with a Mobile section', () => {
    expect(componentPages.filter((page) => firstLineOfMobileSection(read(page)) !== null).length).toBeGreaterThan(30);
  });

  it.each(componentPages)('%s: its Mobile section, if any, opens with the contract note', (page) => {
    const first = firstLineOfMobileSection(read(page));
    if (first !== null) expect(first).toBe('<NativeContract />');
  });

  it('no page claims the native code is generated from or matches this repository', () => {
    const claims = pages.flatMap((page) =>
      read(page)
        .split('\n')
        .flatMap((line, index) => (OVERCLAIM.test(line) ? [`${page}:${index + 1}`] : [])),
    );
    expect(claims).toEqual([]);
  });

  it('the checks recognise what they look for', () => {
    expect(firstLineOfMobileSection('## Platform notes\n\n### Mobile\n\nText.')).toBe('Text.');
    expect(OVERCLAIM.test('Generated from the types, so it always matches `@bui/react-native`.')).toBe(true);
  });
});

function read(page: string): string {
  return readFileSync(path.join(root, page), 'utf8');
}
