import {describe, expect, test} from 'vitest';
import {MAX_QUERY_WORDS, parseQuery, satisfiesSyntax} from './query';

describe('parseQuery', () => {
  test('normalised words; the last one is a prefix until a space follows it', () => {
    expect(parseQuery('Date PICK', false).words).toEqual([
      {word: 'date', prefix: false, exact: false},
      {word: 'pick', prefix: true, exact: false},
    ]);
    expect(parseQuery('date pick ', false).words.map((word) => word.prefix)).toEqual([false, false]);
    expect(parseQuery('', false)).toEqual({words: [], excluded: [], phrases: []});
  });

  test('with advanced syntax: "phrases" are exact words in order, -words are excluded', () => {
    expect(parseQuery('"First date" calendar -Second', true)).toEqual({
      words: [
        {word: 'first', prefix: false, exact: true},
        {word: 'date', prefix: false, exact: true},
        // The last plain word: the query does not end with a space.
        {word: 'calendar', prefix: true, exact: false},
      ],
      excluded: ['second'],
      phrases: [['first', 'date']],
    });
    // Without it, quotes and dashes only separate words.
    expect(parseQuery('"first date" -second', false)).toMatchObject({
      words: [{word: 'first'}, {word: 'date'}, {word: 'second', prefix: true}],
      excluded: [],
      phrases: [],
    });
  });

  test(`reads at most ${MAX_QUERY_WORDS} words`, () => {
    const words = Array.from({length: 40}, (_, index) => `w${index}`).join(' ');
    expect(parseQuery(words, false).words).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('satisfiesSyntax', () => {
  const fields = [['docs'], ['date', 'picker'], [], [], [], [], [], ['picks', 'the', 'first', 'date']];

  test('an excluded word anywhere in the record rules it out', () => {
    expect(satisfiesSyntax(fields, parseQuery('picker -first', true))).toBe(false);
    expect(satisfiesSyntax(fields, parseQuery('picker -second', true))).toBe(true);
  });

  test('a phrase must be in one field, its words side by side and in order', () => {
    expect(satisfiesSyntax(fields, parseQuery('"first date"', true))).toBe(true);
    expect(satisfiesSyntax(fields, parseQuery('"date first"', true))).toBe(false);
    expect(satisfiesSyntax(fields, parseQuery('"picker picks"', true))).toBe(false);
  });
});
