import {describe, expect, test} from 'vitest';
import {recordsOf} from '../testFixtures';
import {createFieldTerms} from './fields';
import {createMatcher} from './matching';
import {buildPostings} from './postings';
import {keyPrefix, orderBest, proximity, rankCandidates, rankKey, topIndexes, type Candidates} from './ranking';
import {planWord} from './terms';
import {cachedNormalize, type QueryWord} from './words';

const word = (text: string, prefix = false): QueryWord => ({word: text, prefix, exact: false});

function setUp(sections: Parameters<typeof recordsOf>[0]) {
  const records = recordsOf(sections);
  const norm = cachedNormalize();
  const postings = buildPostings(records, norm);
  const matcher = createMatcher(records);
  const fieldTerms = createFieldTerms(records, norm);
  const rank = (words: QueryWord[], allowed: Uint8Array | null = null) => {
    const plans = words.map((query) => planWord(postings, query));
    const candidates = rankCandidates(records, matcher.match(plans, allowed), words.length, allowed);
    const kept = candidates.doc.map((_, index) => index);
    const order = orderBest(candidates, kept, kept.length, plans, fieldTerms);
    return {candidates, plans, docs: order.map((index) => candidates.doc[index])};
  };
  return {records, fieldTerms, rank};
}

describe('the ranking key', () => {
  const key = (words: number, typos: number, attribute: number, exact: number, level: number, position: number) =>
    rankKey(2, words, typos, attribute, exact, level, position);

  test('orders by words, then typos, attribute, exact, level and position', () => {
    const ordered = [
      key(2, 0, 1, 2, 1, 0),
      key(2, 0, 1, 2, 1, 5), // later on the page
      key(2, 0, 1, 2, 2, 0), // a lower heading
      key(2, 0, 1, 1, 1, 0), // one word not exact
      key(2, 0, 3, 2, 1, 0), // a worse attribute
      key(2, 1, 0, 2, 1, 0), // a typo
      key(1, 0, 0, 1, 1, 0), // a word missing
    ];
    expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
  });

  test('its prefix holds only what comes before proximity', () => {
    expect(keyPrefix(key(2, 0, 1, 2, 1, 0))).toBe(keyPrefix(key(2, 0, 1, 0, 7, 4000)));
    expect(keyPrefix(key(2, 0, 1, 2, 1, 0))).toBeLessThan(keyPrefix(key(2, 0, 2, 2, 1, 0)));
  });
});

describe('candidates', () => {
  const {rank} = setUp([
    [1, 'Date picker', 'Picks one date.'],
    [2, 'Keyboard', 'Enter opens the calendar.'],
    [2, 'Calendar', 'The calendar of the date range.'],
  ]);

  test('a heading match beats the same words in the text', () => {
    const {candidates, docs} = rank([word('calendar')]);
    expect(docs).toEqual([2, 1]);
    expect(candidates.heading[candidates.doc.indexOf(2)]).toBe(1);
    expect(candidates.heading[candidates.doc.indexOf(1)]).toBe(0);
  });

  test('all words must match when some record has them all, else the most of them', () => {
    expect(rank([word('calendar'), word('range')]).docs).toEqual([2]);
    expect(rank([word('keyboard'), word('zebra')]).docs).toEqual([1]);
  });

  test('an empty query lists every allowed record, page order', () => {
    expect(rank([]).docs).toEqual([0, 1, 2]);
    expect(rank([], Uint8Array.from([1, 0, 1])).docs).toEqual([0, 2]);
  });
});

describe('proximity', () => {
  const {fieldTerms, rank} = setUp([
    [1, 'Guide', 'The date of the range, and more.'],
    [2, 'Picking', 'Pick a date range here.'],
  ]);

  test('sums the closest distance of each pair of consecutive words, per attribute', () => {
    const {plans} = rank([word('date'), word('range')]);
    expect(proximity(fieldTerms, 1, false, plans)).toBe(1);
    expect(proximity(fieldTerms, 0, false, plans)).toBe(3);
    // A heading record has no text to look in: the pair is as far as can be.
    expect(proximity(fieldTerms, 1, true, plans)).toBe(8);
  });

  test('closer words come first when everything before proximity ties', () => {
    // Record 0 comes first on the page, but its words are further apart.
    expect(rank([word('date'), word('range')]).docs).toEqual([1, 0]);
    expect(rank([word('range')]).docs).toEqual([0, 1]);
  });
});

describe('topIndexes', () => {
  const candidates: Candidates = {doc: [0, 1, 2, 3, 4], key: [5, 1, 5, 0, 9], heading: [0, 0, 0, 0, 0]};

  test('the best few, best first; equal keys in record order', () => {
    expect(topIndexes(candidates, [0, 1, 2, 3, 4], 3)).toEqual([3, 1, 0]);
    expect(topIndexes(candidates, [2, 0, 4], 2)).toEqual([0, 2]);
    expect(topIndexes(candidates, [0, 1], 0)).toEqual([]);
  });
});
