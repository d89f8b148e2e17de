import {expect, test} from 'vitest';
import {recordsOfPages, type ExtractedPage} from './records';

const page: ExtractedPage = {
  path: '/docs/components/date-picker',
  lvl0: 'Inputs',
  language: 'en',
  docusaurusTag: 'docs-default-current',
  sections: [
    {level: 1, heading: 'Date picker', anchor: '', content: ['Picks one date.']},
    {level: 2, heading: 'When to use', anchor: 'when-to-use', content: ['For a single day.', 'Not for ranges.']},
    {level: 3, heading: 'Keyboard', anchor: 'keyboard', content: []},
    {level: 4, heading: 'No id', anchor: '', content: ['Under a heading without an id.']},
    {level: 2, heading: 'Props', anchor: 'props', content: []},
    {level: 6, heading: 'value', anchor: 'prop-DatePicker-value', content: ['string', 'The date.']},
    {level: 2, heading: 'Related', anchor: 'related', content: []},
  ],
};
const other: ExtractedPage = {...page, path: '/docs/other', sections: page.sections.slice(0, 2)};

const hierarchy = (lvl2: string | null, lvl3: string | null, lvl4: string | null, lvl6: string | null = null) => ({
  lvl0: 'Inputs',
  lvl1: 'Date picker',
  lvl2,
  lvl3,
  lvl4,
  lvl5: null,
  lvl6,
});

test('each section is a record under its parent headings; a skipped level stays empty', () => {
  const {records} = recordsOfPages([page]);
  expect(records.map((record) => record.hierarchy)).toEqual([
    hierarchy(null, null, null),
    hierarchy('When to use', null, null),
    hierarchy('When to use', 'Keyboard', null),
    hierarchy('When to use', 'Keyboard', 'No id'),
    hierarchy('Props', null, null),
    hierarchy('Props', null, null, 'value'),
    hierarchy('Related', null, null),
  ]);
  expect(records.map((record) => record.level)).toEqual([1, 2, 3, 4, 2, 6, 2]);
  expect(records.map((record) => record.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  // A section's text blocks are joined by spaces.
  expect(records[1].content).toBe('For a single day. Not for ranges.');
  expect(records[0]).toMatchObject({language: 'en', docusaurus_tag: 'docs-default-current', anchor: null});
});

test('objectIDs are the URLs, kept unique when headings have no id', () => {
  const {records} = recordsOfPages([page]);
  expect(records.map((record) => record.objectID)).toEqual([
    '/docs/components/date-picker',
    '/docs/components/date-picker#when-to-use',
    '/docs/components/date-picker#keyboard',
    '/docs/components/date-picker~3',
    '/docs/components/date-picker#props',
    '/docs/components/date-picker#prop-DatePicker-value',
    '/docs/components/date-picker#related',
  ]);
  expect(records[3].anchor).toBeNull();
});

test('pages are listed once, with how many records each has, in order', () => {
  const index = recordsOfPages([page, other]);
  expect(index.pages).toEqual([
    ['/docs/components/date-picker', 'Inputs', 'en', 'docs-default-current'],
    ['/docs/other', 'Inputs', 'en', 'docs-default-current'],
  ]);
  expect(index.counts).toEqual([7, 2]);
  expect(index.records.slice(7).map((record) => [record.path, record.position])).toEqual([
    ['/docs/other', 0],
    ['/docs/other', 1],
  ]);
});
