import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {root} from './site-copy';

/**
 * A class list built from a CSS module key that does not exist, or from a
 * condition, ends up as the word `undefined` or `false` in the markup: no rule
 * matches it, so a style meant for that state is silently missing. Every page
 * the build wrote is read for one.
 */
const NOT_A_CLASS = /^(undefined|null|false|true|NaN|\[object)/;

export function strayClassNames(html: string): string[] {
  const found: string[] = [];
  for (const [, quoted, bare] of html.matchAll(/\sclass=(?:"([^"]*)"|([^\s>"]+))/g)) {
    for (const name of (quoted ?? bare).split(/\s+/)) if (NOT_A_CLASS.test(name)) found.push(name);
  }
  return found;
}

test('reads quoted and unquoted class attributes', () => {
  expect(strayClassNames('<p class="a undefined"><b class=false><i class=ok>')).toEqual(['undefined', 'false']);
});

test('no page of the build has a class named undefined, false or null', () => {
  const build = path.join(root, 'build');
  const pages = readdirSync(build, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(50);
  const stray = pages.flatMap((file) =>
    [...new Set(strayClassNames(readFileSync(path.join(build, file), 'utf8')))].map((name) => `${file}: ${name}`),
  );
  expect(stray).toEqual([]);
});
