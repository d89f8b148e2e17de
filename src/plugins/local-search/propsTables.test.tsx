import type {ComponentProps} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {expect, test, vi} from 'vitest';
import {PropsTable} from '../../components/PropsTable';
import type {DocgenComponent} from '../docgen/types';
import {extractPageFromHtml} from './extractHtml';
import {extractPageFromMarkdown} from './extractMarkdown';

/**
 * Props are searchable: each prop of a props table is a section of its own,
 * at level 6 under the heading above the table, named by the prop and linked
 * to its row, with its type and description as its text. The production
 * build reads the table PropsTable renders; `npm start` reads the same from
 * the docgen data, and both must give the same sections.
 */

// The site's bundler resolves @site; here the table is all that matters of the scroller.
vi.mock('@site/src/components/ScrollableTable', () => ({
  default: (props: ComponentProps<'table'>) => <table {...props} />,
}));

const switchTable: DocgenComponent = {
  name: 'Switch',
  description: 'A toggle.',
  props: [
    {
      name: 'labelPosition',
      type: '"start" | "end"',
      defaultValue: '"end"',
      required: false,
      description: 'Which side of the switch the `label` goes on.',
    },
    {name: 'label', type: 'string', defaultValue: null, required: true, description: 'What the switch sets.'},
  ],
};
const groupTable: DocgenComponent = {name: 'SwitchGroup', description: 'Switches.', props: []};
const meta = {path: '/docs/components/switch', lvl0: 'Inputs', language: 'en', docusaurusTag: 'docs-default-current'};

const mdx = [
  "import {PropsTable} from '@site/src/components/PropsTable';",
  "import SwitchDocgen from '@docgen/Switch';",
  "import SwitchGroupDocgen from '@docgen/SwitchGroup';",
  '',
  'Turns a setting on or off.',
  '',
  '## Props',
  '',
  '<PropsTable of={SwitchDocgen} />',
  '',
  '### Switch group',
  '',
  '<PropsTable of={SwitchGroupDocgen} />',
  '',
  '```mdx',
  "import OtherDocgen from '@docgen/Other';",
  '<PropsTable of={OtherDocgen} />',
  '```',
].join('\n');

const html = `<html><body><article><header><h1>Switch</h1></header>
<p>Turns a setting on or off.</p>
<h2 id="props">Props</h2>${renderToStaticMarkup(<PropsTable of={switchTable} />)}
<h3 id="switch-group">Switch group</h3>${renderToStaticMarkup(<PropsTable of={groupTable} />)}
</article></body></html>`;

const expected = [
  {level: 1, heading: 'Switch', anchor: '', content: ['Turns a setting on or off.']},
  {level: 2, heading: 'Props', anchor: 'props', content: []},
  {
    level: 6,
    heading: 'labelPosition',
    anchor: 'prop-Switch-labelPosition',
    content: ['"start" | "end"', 'Which side of the switch the label goes on.'],
  },
  {level: 6, heading: 'label', anchor: 'prop-Switch-label', content: ['string', 'What the switch sets.']},
  {level: 3, heading: 'Switch group', anchor: 'switch-group', content: ['SwitchGroup takes no props.']},
];

test("the built page: each row of a props table is its prop's section, linked to the row; default and required are left out", () => {
  expect(html).toContain('id="prop-Switch-labelPosition"');
  expect(extractPageFromHtml(html, meta.path)?.sections).toEqual(expected);
});

test('the Markdown (npm start): the same sections, from the docgen data of the tables the page imports', () => {
  const tables = new Map([switchTable, groupTable].map((table) => [table.name, table]));
  expect(extractPageFromMarkdown(mdx, {...meta, title: 'Switch'}, tables).sections).toEqual(expected);
  // Without the docgen data, nothing is made up.
  expect(extractPageFromMarkdown(mdx, {...meta, title: 'Switch'}).sections.map((section) => section.level)).toEqual([
    1, 2, 3,
  ]);
});
