import {describe, expect, test} from 'vitest';
import {recordsOf} from '../testFixtures';
import {CONTENT, createFieldTerms, FIELD_COUNT, fieldText, firstField, headingFields} from './fields';
import {cachedNormalize} from './words';

describe('fields', () => {
  const [page, section] = recordsOf([
    [1, 'Date picker', 'Picks one date.'],
    [2, 'Keyboard', 'Enter opens the calendar.'],
  ]);

  test('lvl0 … lvl6, then content', () => {
    expect(FIELD_COUNT).toBe(8);
    expect([0, 1, 2, 3, CONTENT].map((field) => fieldText(section, field))).toEqual([
      'Docs',
      'Date picker',
      'Keyboard',
      null,
      'Enter opens the calendar.',
    ]);
    expect(fieldText(page, 2)).toBeNull();
  });

  test('the best attribute of a set of fields is its lowest', () => {
    expect(firstField(0b10000000)).toBe(CONTENT);
    expect(firstField(0b10000110)).toBe(1);
    expect(firstField(1)).toBe(0);
  });

  test('a heading record holds lvl0 down to its own level, and no content', () => {
    expect(headingFields(1)).toBe(0b11);
    expect(headingFields(3)).toBe(0b1111);
    expect(headingFields(3) & (1 << CONTENT)).toBe(0);
  });

  test('field terms: the normalised words of one field, kept once read', () => {
    const terms = createFieldTerms(recordsOf([[1, 'Fenêtre modale', 'Bloque la page.']]), cachedNormalize());
    expect(terms.of(0, 1)).toEqual(['fenetre', 'modale']);
    expect(terms.of(0, 1)).toBe(terms.of(0, 1));
    expect(terms.all(0)).toEqual([['docs'], ['fenetre', 'modale'], [], [], [], [], [], ['bloque', 'la', 'page']]);
  });
});
