import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {checkCodeBlock, extractCodeBlocks, stalePending, type PendingComponent} from './code-blocks';
import {createLibraryProgram, readLibrary, type Library} from './library';

const root = path.resolve(__dirname, '..', '..', '..');
const barrel = path.join(root, 'src', 'bui', 'index.ts');
const fixtureBarrel = path.join(__dirname, 'fixtures', 'index.ts');
const pendingFile = path.join(root, 'tests', 'exceptions', 'pending-components.json');

let library: Library;
let fixtures: Library;

beforeAll(() => {
  const program = createLibraryProgram(path.join(root, 'tsconfig.json'), barrel, [fixtureBarrel]);
  library = readLibrary(program, barrel);
  fixtures = readLibrary(program, fixtureBarrel);
}, 180_000);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const pending = JSON.parse(readFileSync(pendingFile, 'utf8')) as PendingComponent[];
const pendingNames = new Set(pending.map((entry) => entry.component));

describe('code blocks in docs/ and blog/ use the library as its types define it', () => {
  it('every component and prop in a tsx/jsx block exists (components still to be built are pending)', () => {
    const findings: string[] = [];
    for (const file of [...markdownFiles(path.join(root, 'docs')), ...markdownFiles(path.join(root, 'blog'))]) {
      for (const block of extractCodeBlocks(readFileSync(file, 'utf8'))) {
        for (const finding of checkCodeBlock(block, library, pendingNames)) {
          findings.push(`${path.relative(root, file)}:${finding.line} ${finding.message}`);
        }
      }
    }
    expect(findings, `Code blocks that do not match @bui/react's types:\n${findings.join('\n')}\n`).toEqual([]);
  });

  it('the pending list names each component once, with a reason, and only components not built yet', () => {
    expect(pending.length).toBe(pendingNames.size);
    for (const entry of pending) expect(entry.reason.trim(), entry.component).not.toBe('');
    const stale = stalePending(pending, library).map((entry) => entry.component);
    expect(
      stale,
      `These components now exist: remove them from tests/exceptions/pending-components.json so their code blocks are checked: ${stale.join(', ')}`,
    ).toEqual([]);
  });
});

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with their language and first line, indented ones too', () => {
    const markdown = [
      '# Title', //                                  1
      '```tsx title="Web" {2}', //                   2
      '<Badge>One</Badge>', //                       3
      '```', //                                      4
      '<Tabs>', //                                   5
      '  <TabItem value="a">', //                    6
      '    ```jsx', //                               7
      '    <Badge variant="danger">Two</Badge>', //  8
      '    ```', //                                  9
      '  </TabItem>', //                             10
      '````md', //                                   11
      '```tsx', //                                   12
      'not a block of its own', //                   13
      '```', //                                      14
      '````', //                                     15
    ].join('\n');
    expect(extractCodeBlocks(markdown)).toEqual([
      {language: 'tsx', line: 3, code: '<Badge>One</Badge>'},
      {language: 'jsx', line: 8, code: '<Badge variant="danger">Two</Badge>'},
      {language: 'md', line: 12, code: '```tsx\nnot a block of its own\n```'},
    ]);
  });
});

describe('checkCodeBlock (on a fixture library)', () => {
  const check = (code: string, pendingSet: ReadonlySet<string> = new Set()) =>
    checkCodeBlock({language: 'tsx', line: 10, code}, fixtures, pendingSet).map(
      (finding) => `${finding.line} ${finding.component} ${finding.prop ?? '-'}: ${finding.message}`,
    );

  it('accepts components, compound parts, namespace imports and props that exist', () => {
    expect(
      check(
        [
          "import {Badge, Choice} from '@bui/react';",
          "import * as Native from '@bui/react-native';",
          '<Badge variant="danger" count={2} key="x">New</Badge>;',
          '<Choice.Group label="Plan"><Choice value="a">A</Choice></Choice.Group>;',
          '<Native.Action label="Save" onPress={save} />;',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports, by file line, a missing component, part, prop, value, and children where none are taken', () => {
    expect(
      check(
        [
          "import {Action, Badge, Choice, Chip} from '@bui/react-native';",
          '<Badge tone="info" variant="warning">New</Badge>;',
          '<Choice.Item value="a">A</Choice.Item>;',
          '<Chip />;',
          '<Choice.Group label="Plan"><Choice value="a" hint="x">A</Choice></Choice.Group>;',
          '<Action label="Save">Save</Action>;',
        ].join('\n'),
      ),
    ).toEqual([
      '10 Chip -: Chip is not exported by @bui/react',
      '11 Badge tone: Badge: prop "tone" does not exist',
      '11 Badge variant: Badge: variant="warning" is not one of "danger", "neutral"',
      '12 ChoiceItem -: Choice.Item: @bui/react has no ChoiceItem',
      '14 Choice hint: Choice: prop "hint" does not exist',
      '15 Action children: Action: takes no children',
    ]);
  });

  it('skips components on the pending list, their parts included, and elements not from the library', () => {
    expect(
      check(
        [
          "import {Table} from '@bui/react';",
          "import {Table as Other} from 'elsewhere';",
          '<Table rows={rows}><Table.Column id="a" /></Table>;',
          '<Other anything />;',
        ].join('\n'),
        new Set(['Table']),
      ),
    ).toEqual([]);
  });

  it('ignores blocks in other languages', () => {
    expect(checkCodeBlock({language: 'bash', line: 1, code: '<Badge tone="x" />'}, fixtures, new Set())).toEqual([]);
  });
});
