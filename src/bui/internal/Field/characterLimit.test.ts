import {describe, expect, it} from 'vitest';
import {
  countCharacters,
  counterState,
  limitChange,
  remainingMessage,
  shortenedMessage,
  truncateToCharacters,
} from './characterLimit';
import {stringsFor} from '../testing/i18n';

const en = stringsFor('en-US');

describe('countCharacters', () => {
  it('counts what people see, not UTF-16 units', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('Ana')).toBe(3);
    // A family emoji is five code points joined by zero-width joiners.
    expect(countCharacters('👨‍👩‍👧')).toBe(1);
    // "é" written as "e" plus a combining accent.
    expect(countCharacters('cafe\u0301')).toBe(4);
  });
});

describe('truncateToCharacters', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncateToCharacters('Holiday', 10)).toBe('Holiday');
  });

  it('cuts at the limit without splitting an emoji', () => {
    expect(truncateToCharacters('ab👍🏽cd', 3)).toBe('ab👍🏽');
  });
});

describe('counterState', () => {
  it('stays hidden and silent below 80 % of the limit', () => {
    expect(counterState(399, 500, en)).toMatchObject({visible: false, announcement: null, remaining: 101});
  });

  it('shows from 80 % of the limit', () => {
    expect(counterState(400, 500, en)).toMatchObject({visible: true, text: '400/500', announcement: null});
  });

  it('announces the last ten characters', () => {
    expect(counterState(489, 500, en).announcement).toBeNull();
    expect(counterState(490, 500, en).announcement).toBe('10 characters left');
    expect(counterState(500, 500, en)).toMatchObject({atLimit: true, announcement: 'No characters left'});
  });

  it('rounds the threshold up for small limits', () => {
    expect(counterState(7, 9, en).visible).toBe(false);
    expect(counterState(8, 9, en).visible).toBe(true);
  });
});

describe('messages', () => {
  it('says one character in the singular', () => {
    expect(remainingMessage(1, en)).toBe('1 character left');
    expect(remainingMessage(2, en)).toBe('2 characters left');
  });

  it('names the limit when text was cut', () => {
    expect(shortenedMessage(500, en)).toBe('Your text was shortened to 500 characters');
  });

  it("speaks the reader's language and writes its numbers", () => {
    const de = stringsFor('de-DE');
    expect(remainingMessage(1, de)).toBe('Noch 1 Zeichen übrig');
    expect(remainingMessage(0, de)).toBe('Keine Zeichen mehr übrig');
    expect(shortenedMessage(1500, de)).toBe('Ihr Text wurde auf 1.500 Zeichen gekürzt');
    expect(counterState(1200, 1500, de).text).toBe('1.200/1.500');
  });
});

describe('limitChange', () => {
  it('passes any change through without a limit', () => {
    expect(limitChange('', 'x'.repeat(900), undefined)).toEqual({value: 'x'.repeat(900), shortened: false});
  });

  it('refuses one typed character at the limit without a message', () => {
    expect(limitChange('abc', 'abcd', 3)).toEqual({value: 'abc', shortened: false});
  });

  it('cuts a paste that runs over and flags it', () => {
    expect(limitChange('ab', 'ab-pasted', 5)).toEqual({value: 'ab-pa', shortened: true});
  });

  it('counts and cuts a paste by visible characters', () => {
    expect(limitChange('', '👍🏽👍🏽👍🏽', 2)).toEqual({value: '👍🏽👍🏽', shortened: true});
  });

  it('keeps deletions and changes within the limit', () => {
    expect(limitChange('abcde', 'abc', 5)).toEqual({value: 'abc', shortened: false});
  });
});
