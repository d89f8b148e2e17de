import {afterEach, expect, test} from 'vitest';
import {siteCopy, type SiteCopy} from './site-copy';

/**
 * Builds a copy of the site with one deliberate mistake and checks the build
 * refuses it with a message naming the file to fix.
 */
let copy: SiteCopy | undefined;
afterEach(() => copy?.remove());

test('a broken link fails the build and names the file', () => {
  copy = siteCopy();
  copy.append('docs/getting-started/github.mdx', 'See [the old page](/docs/this-page-was-removed).');
  const {status, output} = copy.build('build-guard');
  expect(status, output.slice(-2000)).not.toBe(0);
  expect(output).toContain('docs/getting-started/github.mdx');
  expect(output).toContain('/docs/this-page-was-removed');
});

test('a broken Markdown file link fails the build and names the file', () => {
  copy = siteCopy();
  copy.append('docs/components/badge.mdx', 'Compare with [the chip](./chip.mdx).');
  const {status, output} = copy.build('build-guard');
  expect(status, output.slice(-2000)).not.toBe(0);
  expect(output).toContain('docs/components/badge.mdx');
  expect(output).toContain('./chip.mdx');
});

test('a docs tag that tags.yml does not declare fails the build', () => {
  copy = siteCopy();
  copy.edit('docs/components/tooltip.mdx', (text) => text.replace(/^tags:.*$/m, 'tags: [web, desktop]'));
  const {status, output} = copy.build('build-guard');
  expect(status, output.slice(-2000)).not.toBe(0);
  expect(output).toMatch(/desktop/);
  expect(output).toContain('tooltip.mdx');
});
