import {expect, test} from 'vitest';
import {INDEX_FORMAT_VERSION, packIndex, unpackIndex, type ExtractedPage, type SearchIndexFile} from './indexFormat';

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
    {level: 2, heading: 'Related', anchor: 'related', content: []},
  ],
};

test('each page is one row, each section one row pointing at its page and parent section', () => {
  const file = packIndex([page]);
  expect(file.v).toBe(INDEX_FORMAT_VERSION);
  expect(file.pages).toEqual([['/docs/components/date-picker', 'Inputs', 'en', 'docs-default-current']]);
  expect(file.sections.map(([pageIndex, level, , , parent]) => [pageIndex, level, parent])).toEqual([
    [0, 1, -1],
    [0, 2, 0],
    [0, 3, 1],
    [0, 4, 2],
    [0, 2, 0],
  ]);
  // A section's text blocks are joined by spaces.
  expect(file.sections[1][5]).toBe('For a single day. Not for ranges.');
});

test('headings keep their level and parents through packing, objectIDs stay unique', () => {
  const records = unpackIndex(packIndex([page]));
  expect(records.map((record) => record.hierarchy)).toEqual([
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: 'When to use', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: 'When to use', lvl3: 'Keyboard', lvl4: null, lvl5: null, lvl6: null},
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: 'When to use', lvl3: 'Keyboard', lvl4: 'No id', lvl5: null, lvl6: null},
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: 'Related', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  ]);
  expect(records.map((record) => record.position)).toEqual([0, 1, 2, 3, 4]);
  expect(records.map((record) => record.objectID)).toEqual([
    '/docs/components/date-picker',
    '/docs/components/date-picker#when-to-use',
    '/docs/components/date-picker#keyboard',
    '/docs/components/date-picker~3',
    '/docs/components/date-picker#related',
  ]);
  expect(records[3].anchor).toBeNull();
});

test('an index of another format is refused', () => {
  expect(() => unpackIndex({v: 2, pages: [], sections: []} as unknown as SearchIndexFile)).toThrow(
    /Unsupported search index/,
  );
});
