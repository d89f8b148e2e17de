import {describe, expect, it} from 'vitest';
import {AVATAR_TINT_COUNT, initialsOf, tintIndexOf} from './avatarName';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last name', () => {
    expect(initialsOf('Ana María López')).toBe('AL');
    expect(initialsOf('  jonas   weber ')).toBe('JW');
  });

  it('gives one letter for a single name and nothing for a blank one', () => {
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('   ')).toBe('');
  });

  it('keeps accented and combined characters whole', () => {
    expect(initialsOf('Élodie Østergaard')).toBe('ÉØ');
    expect(initialsOf('E\u0301mile Zola')).toBe('E\u0301Z');
  });
});

describe('tintIndexOf', () => {
  it('is stable and within the palette', () => {
    const first = tintIndexOf('Ana López');
    expect(tintIndexOf('Ana López')).toBe(first);
    for (const name of ['Ana López', 'Jonas Weber', 'Priya Shah', 'Tom Ng', 'Ole Berg', 'Mia Rossi']) {
      expect(tintIndexOf(name)).toBeGreaterThanOrEqual(0);
      expect(tintIndexOf(name)).toBeLessThan(AVATAR_TINT_COUNT);
    }
  });

  it('spreads different people over several tints', () => {
    const names = ['Ana López', 'Jonas Weber', 'Priya Shah', 'Tom Ng', 'Ole Berg', 'Mia Rossi', 'Sam Lee', 'Kai Braun'];
    expect(new Set(names.map(tintIndexOf)).size).toBeGreaterThanOrEqual(3);
  });
});
