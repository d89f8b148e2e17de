import {describe, expect, test} from 'vitest';
import {recordsOf} from '../testFixtures';
import {CONTENT} from './fields';
import {createMatcher, NO_MATCH} from './matching';
import {buildPostings} from './postings';
import {planWord} from './terms';
import {cachedNormalize, type QueryWord} from './words';

const word = (text: string, prefix = false): QueryWord => ({word: text, prefix, exact: false});

describe('matching', () => {
  const records = recordsOf([
    [1, 'Date picker', 'Picks one date.'],
    [2, 'Keyboard', 'Enter opens the calendar.'],
    [2, 'Range', 'For a date range, see the range picker.'],
  ]);
  const postings = buildPostings(records, cachedNormalize());
  const matcher = createMatcher(records);
  const run = (words: QueryWord[], allowed: Uint8Array | null = null) =>
    matcher.match(
      words.map((query) => planWord(postings, query)),
      allowed,
    );

  test('counts the words each record matched', () => {
    const {touched, wordsMatched} = run([word('range'), word('calendar')]);
    expect([...touched].sort()).toEqual([1, 2]);
    expect(wordsMatched[1]).toBe(1);
    expect(wordsMatched[2]).toBe(1);
    expect([...run([word('date'), word('range')]).touched].sort()).toEqual([0, 1, 2]);
  });

  test('per word: fewest typos and best attribute, over the record and over its heading alone', () => {
    const {states} = run([word('date'), word('rnage')]);
    const [date, range] = states;
    // "date": in every record's lvl1 (the page title), exactly.
    expect([0, 1, 2].map((doc) => date.attribute[doc])).toEqual([1, 1, 1]);
    expect(date.exact[2]).toBe(0b11);
    // "rnage" (one swap) is record 2's h2 and text, and nowhere else.
    expect(range.typos[2]).toBe(1);
    expect(range.attribute[2]).toBe(2);
    expect(range.headAttribute[2]).toBe(2);
    expect(range.exact[2]).toBe(0);
    expect(range.typos[0]).toBe(NO_MATCH);
  });

  test('a word only in the text does not count for the heading', () => {
    const {states} = run([word('calendar')]);
    expect(states[0].attribute[1]).toBe(CONTENT);
    expect(states[0].headTypos[1]).toBe(NO_MATCH);
    expect(states[0].headAttribute[1]).toBe(NO_MATCH);
  });

  test('records the facet filters leave out are never touched', () => {
    expect(run([word('date')], Uint8Array.from([0, 1, 0])).touched).toEqual([1]);
  });

  test('each query starts afresh, though the arrays are reused', () => {
    run([word('calendar'), word('date')]);
    const {touched, wordsMatched, states} = run([word('picker')]);
    expect([...touched].sort()).toEqual([0, 1, 2]);
    expect(wordsMatched[1]).toBe(1);
    expect(states[0].typos[1]).toBe(0);
  });
});
