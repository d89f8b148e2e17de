import {expect, test} from 'vitest';
import {extractPageFromMarkdown} from './extractMarkdown';

/** How a Markdown source becomes sections (the index under `npm start`). */

test('Markdown (npm start): headings get the ids Docusaurus gives them; code, JSX and front matter are left out', () => {
  const source = [
    '---',
    'title: Date picker',
    'description: ignored',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    'Picks **one** [date](./date.mdx), with `value`.',
    '',
    '## When to use',
    '',
    '- For a single day.',
    '- Not for *ranges*.',
    '',
    '```tsx',
    '<DatePicker value={day} />',
    '```',
    '',
    '### Keyboard & focus {#keys}',
    '',
    '| Key | Action |',
    '| --- | --- |',
    '| Enter | Opens |',
    '',
    '<Tabs>',
    '',
    '## When to use',
    '',
    ':::note',
    'A note.',
    ':::',
  ].join('\n');
  const page = extractPageFromMarkdown(source, {
    path: '/docs/components/date-picker',
    title: 'Date picker',
    lvl0: 'Components',
    language: 'en',
    docusaurusTag: 'docs-default-current',
  });
  expect(page.sections).toEqual([
    {level: 1, heading: 'Date picker', anchor: '', content: ['Picks one date, with value.']},
    {level: 2, heading: 'When to use', anchor: 'when-to-use', content: ['For a single day.', 'Not for ranges.']},
    {level: 3, heading: 'Keyboard & focus', anchor: 'keys', content: ['Key', 'Action', 'Enter', 'Opens']},
    {level: 2, heading: 'When to use', anchor: 'when-to-use-1', content: ['A note.']},
  ]);
});
