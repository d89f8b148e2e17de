import {describe, expect, test} from 'vitest';
import {recordsOf} from '../testFixtures';
import {CONTENT} from './fields';
import {buildPostings, postingDoc, postingFields} from './postings';
import {cachedNormalize} from './words';

const entries = (posting: Uint32Array | undefined) =>
  [...(posting ?? [])].map((entry) => [postingDoc(entry), postingFields(entry)]);

describe('postings', () => {
  const records = recordsOf([
    [1, 'Date picker', 'Picks one date.'],
    [2, 'Dates', 'A date range.'],
    [2, 'Fenêtre', 'Une fenêtre.'],
  ]);
  const {terms, initials} = buildPostings(records, cachedNormalize());

  test('each word lists the records holding it, with the fields it is in', () => {
    // Record 0: the title (lvl1) and the text; record 1 inherits the title and has "date" in its text.
    expect(entries(terms.get('date'))).toEqual([
      [0, (1 << 1) | (1 << CONTENT)],
      [1, (1 << 1) | (1 << CONTENT)],
      [2, 1 << 1],
    ]);
    expect(entries(terms.get('dates'))).toEqual([[1, 1 << 2]]);
    // Accents and case are gone from the index too.
    expect(entries(terms.get('fenetre'))).toEqual([[2, (1 << 2) | (1 << CONTENT)]]);
    expect(terms.get('Fenêtre')).toBeUndefined();
  });

  test('terms are found by prefix and by edit distance', () => {
    expect([...terms.atPrefix('dat').keys()].sort()).toEqual(['date', 'dates']);
    expect([...terms.fuzzyGet('dste', 1).keys()]).toEqual(['date']);
  });

  test('per initial, the union of every word starting with it', () => {
    // "d": date, dates and docs (lvl0 "Docs"), in every record.
    expect(entries(initials.get('d'))).toEqual([
      [0, 1 | (1 << 1) | (1 << CONTENT)],
      [1, 1 | (1 << 1) | (1 << 2) | (1 << CONTENT)],
      [2, 1 | (1 << 1)],
    ]);
    expect(entries(initials.get('u'))).toEqual([[2, 1 << CONTENT]]);
  });
});
