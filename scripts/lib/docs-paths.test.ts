import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {
  asRepoPath,
  citedHeadings,
  citedRecords,
  headingAnchors,
  missingPaths,
  namedPaths,
  patternOf,
  repositoryPaths,
  staleCitations,
} from './docs-paths';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The documents a newcomer reads: what they name must exist. */
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md'];
const DECISIONS = 'decisions';
/** Issue 21: the README is read on one screen or two, and links to the rest. */
const README_MAX_LINES = 150;
const README_MAX_LINE_LENGTH = 200;

const decisionRecords = () =>
  readdirSync(path.join(root, DECISIONS))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${DECISIONS}/${file}`)
    .sort();

describe('the paths the documents name exist', () => {
  it('README, CONTRIBUTING, ARCHITECTURE and the decision records exist', () => {
    const missing = [...DOCUMENTS, `${DECISIONS}/README.md`].filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });

  it('every backticked repository path and every relative link names a file or folder that exists', () => {
    const documents = [...DOCUMENTS, ...decisionRecords()].filter((file) => existsSync(path.join(root, file)));
    const named = documents.flatMap((doc) => namedPaths(doc, read(doc)));
    // A document that names no path at all would make this test pass for nothing.
    expect(named.length).toBeGreaterThan(100);
    expect(missingPaths(named, repositoryPaths(root), read)).toEqual([]);
  });

  it(`README.md has at most ${README_MAX_LINES} lines, none over ${README_MAX_LINE_LENGTH} characters`, () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n');
    expect(lines.length, `README.md has ${lines.length} lines`).toBeLessThanOrEqual(README_MAX_LINES);
    const long = lines.flatMap((line, index) =>
      line.length > README_MAX_LINE_LENGTH ? [`README.md:${index + 1}: ${line.length} characters`] : [],
    );
    expect(long).toEqual([]);
  });

  it('code comments cite documents, headings and decision records that exist', () => {
    const existing = repositoryPaths(root);
    const sources = [...existing].filter(
      // This test's own module and fixtures cite documents that do not exist, on purpose.
      (file) => /\.(?:[cm]?[jt]sx?|conf|css)$/.test(file) && !file.startsWith('scripts/lib/docs-paths'),
    );
    const cited = sources.flatMap((file) => citedHeadings(file, read(file)));
    const records = sources.flatMap((file) => citedRecords(file, read(file)));
    // Both kinds are cited today; finding none would mean the patterns broke.
    expect(cited.length).toBeGreaterThan(0);
    expect(records.length).toBeGreaterThan(0);
    expect([...staleCitations(cited, existing, read), ...missingPaths(records, existing, read)]).toEqual([]);
  });

  it('the decisions index links every record', () => {
    const linked = new Set(namedPaths(`${DECISIONS}/README.md`, read(`${DECISIONS}/README.md`)).map((p) => p.path));
    const unlisted = decisionRecords().filter((file) => file !== `${DECISIONS}/README.md` && !linked.has(file));
    expect(unlisted).toEqual([]);
  });
});

describe('namedPaths', () => {
  it('takes backticked paths from the repository root, and links from the document', () => {
    const text = [
      'See `src/plugins/docgen` and `docusaurus.config.ts`, then [the record](0001-x.md#context).',
      'Not paths: `npm run build`, `@bui/react`, `useAskAiOff`, `build/search-index.json`.',
      'A line: `src/plugins/docgen/index.ts:52`; an alias: `@site/src/components/Example`.',
      '[a site](https://example.com) and [a heading](#why)',
    ].join('\n');
    expect(namedPaths('decisions/README.md', text)).toEqual([
      {doc: 'decisions/README.md', line: 1, path: 'decisions/0001-x.md', anchor: 'context'},
      {doc: 'decisions/README.md', line: 1, path: 'src/plugins/docgen'},
      {doc: 'decisions/README.md', line: 1, path: 'docusaurus.config.ts'},
      {doc: 'decisions/README.md', line: 3, path: 'src/plugins/docgen/index.ts'},
      {doc: 'decisions/README.md', line: 3, path: 'src/components/Example'},
      {doc: 'decisions/README.md', line: 4, path: 'decisions/README.md', anchor: 'why'},
    ]);
  });

  it('skips fenced code and links written as code', () => {
    const text = ['```bash', 'ls src/gone `src/gone`', '```', 'Write `[Tabs](./tabs.mdx)` to link.'].join('\n');
    expect(namedPaths('CONTRIBUTING.md', text)).toEqual([]);
  });

  it('resolves a link that climbs out of a folder', () => {
    expect(namedPaths('decisions/0001-x.md', '[arch](../ARCHITECTURE.md)')[0].path).toBe('ARCHITECTURE.md');
  });

  it('reads a backticked span as a path only when it starts at a top-level folder or names a root file', () => {
    expect(asRepoPath('tests/exceptions/')).toBe('tests/exceptions');
    expect(asRepoPath('src')).toBeNull();
    expect(asRepoPath('node_modules/.cache/rspack')).toBeNull();
    expect(asRepoPath('src/a b')).toBeNull();
  });
});

describe('patternOf', () => {
  it('reads placeholders, globs and braces', () => {
    expect(patternOf('src/bui/<Name>/examples/<Example>.tsx')?.test('src/bui/Button/examples/Hero.tsx')).toBe(true);
    expect(patternOf('src/bui/<Name>/examples/<Example>.tsx')?.test('src/bui/Button/Hero.tsx')).toBe(false);
    expect(patternOf('src/**/*.test.ts')?.test('src/plugins/docgen/generate.test.ts')).toBe(true);
    expect(patternOf('src/components/{Example,Playground}')?.test('src/components/Playground')).toBe(true);
    expect(patternOf('src/plugins/docgen')).toBeNull();
  });
});

describe('headingAnchors', () => {
  it("makes GitHub's anchors, repeated headings numbered", () => {
    const text = '# Title\n## What is where\n## `src/bui`, the library\n```\n# not a heading\n```\n## What is where';
    expect([...headingAnchors(text)]).toEqual(['title', 'what-is-where', 'srcbui-the-library', 'what-is-where-1']);
  });
});

describe('citations in code comments', () => {
  it('reads a document and a heading, with or without .md, in a folder or not', () => {
    const text = [
      '// Search (README "Search"): local',
      '/* Tokens only (src/bui/README.md "Styling rules") */',
      ' * no Prism (ARCHITECTURE.md',
      ' * "The main bundle").',
    ].join('\n');
    expect(citedHeadings('a.ts', text)).toEqual([
      {file: 'a.ts', line: 1, doc: 'README.md', heading: 'Search'},
      {file: 'a.ts', line: 2, doc: 'src/bui/README.md', heading: 'Styling rules'},
      {file: 'a.ts', line: 3, doc: 'ARCHITECTURE.md', heading: 'The main bundle'},
    ]);
    expect(citedRecords('a.ts', ' * why: decisions/0008-live-examples-as-islands.md.')).toEqual([
      {doc: 'a.ts', line: 1, path: 'decisions/0008-live-examples-as-islands.md'},
    ]);
  });

  it('names a heading the document no longer has', () => {
    const cited = [
      {file: 'a.ts', line: 1, doc: 'README.md', heading: 'What is where'},
      {file: 'a.ts', line: 2, doc: 'README.md', heading: 'Performance'},
      {file: 'a.ts', line: 3, doc: 'GONE/README.md', heading: 'x'},
    ];
    expect(staleCitations(cited, new Set(['README.md']), () => '# BUI\n## What is where')).toEqual([
      'a.ts:2: cites README.md "Performance", which has no such heading',
      'a.ts:3: cites GONE/README.md, which does not exist',
    ]);
  });
});

describe('missingPaths', () => {
  const existing = new Set(['src', 'src/plugins', 'src/plugins/docgen', 'ARCHITECTURE.md']);
  const markdown = () => '# Architecture\n## The build';

  it('names the document, the line and the path that is gone', () => {
    const named = [
      {doc: 'README.md', line: 3, path: 'src/plugins/docgen'},
      {doc: 'README.md', line: 4, path: 'src/plugins/gone'},
      {doc: 'README.md', line: 5, path: 'src/plugins/<name>/index.ts'},
      {doc: 'README.md', line: 6, path: 'ARCHITECTURE.md', anchor: 'the-build'},
      {doc: 'README.md', line: 7, path: 'ARCHITECTURE.md', anchor: 'performance'},
      {doc: 'README.md', line: 8, path: '../elsewhere.md'},
      {doc: 'README.md', line: 9, path: 'bench-results/ablation.md'},
    ];
    expect(missingPaths(named, existing, markdown)).toEqual([
      'README.md:4: src/plugins/gone does not exist',
      'README.md:5: src/plugins/<name>/index.ts matches nothing',
      'README.md:7: ARCHITECTURE.md has no heading #performance',
      'README.md:8: ../elsewhere.md is outside the repository',
    ]);
  });
});
