import {describe, expect, test} from 'vitest';
import {allowedTypos, cachedNormalize, matchWord, normalize, tokenize, typoDistance, type QueryWord} from './words';

const word = (text: string, prefix = false): QueryWord => ({word: text, prefix, exact: false});

describe('words', () => {
  test('a word is a run of letters and digits, in any script; case and accents do not count', () => {
    expect(tokenize('Date-range picker (v2), «fenêtre» 日本')).toEqual([
      'Date',
      'range',
      'picker',
      'v2',
      'fenêtre',
      '日本',
    ]);
    expect(normalize('FENÊTRE')).toBe('fenetre');
    expect(normalize('Modal')).toBe('modal');
    const cached = cachedNormalize();
    expect(cached('Ça')).toBe('ca');
    expect(cached('Ça')).toBe('ca');
  });
});

describe('typos', () => {
  test('typo distance counts a swap of two letters as one typo, and gives up past the limit', () => {
    expect(typoDistance('modal', 'modal', 2)).toBe(0);
    expect(typoDistance('mdoal', 'modal', 2)).toBe(1);
    expect(typoDistance('modl', 'modal', 2)).toBe(1);
    expect(typoDistance('modxal', 'modal', 2)).toBe(1);
    expect(typoDistance('medal', 'modal', 2)).toBe(1);
    expect(typoDistance('mdaol', 'modal', 2)).toBe(2);
    expect(typoDistance('xyz', 'modal', 1)).toBe(2);
  });

  test('one typo from 4 letters, two from 8 (Algolia’s defaults)', () => {
    expect([1, 3, 4, 7, 8, 12].map((length) => allowedTypos('x'.repeat(length)))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  test('a word matches exactly, as a prefix while typed, or within its typos', () => {
    expect(matchWord(word('date'), 'date')).toEqual({typos: 0, exact: true, prefixLength: 4});
    expect(matchWord(word('dat', true), 'date')).toEqual({typos: 0, exact: false, prefixLength: 3});
    expect(matchWord(word('dat'), 'date')).toBeNull();
    expect(matchWord(word('dtae'), 'date')).toMatchObject({typos: 1});
    expect(matchWord(word('focsu', true), 'focused')).toMatchObject({typos: 1, prefixLength: 5});
    expect(matchWord({word: 'date', prefix: false, exact: true}, 'data')).toBeNull();
    expect(matchWord(word('tkn'), 'token')).toBeNull();
  });
});
