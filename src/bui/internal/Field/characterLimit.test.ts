import {describe, expect, it} from 'vitest';
import {
  countCharacters,
  counterState,
  limitChange,
  remainingMessage,
  shortenedMessage,
  truncateToCharacters,
} from './characterLimit';

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
    expect(counterState(399, 500)).toMatchObject({visible: false, announcement: null, remaining: 101});
  });

  it('shows from 80 % of the limit', () => {
    expect(counterState(400, 500)).toMatchObject({visible: true, text: '400/500', announcement: null});
  });

  it('announces the last ten characters', () => {
    expect(counterState(489, 500).announcement).toBeNull();
    expect(counterState(490, 500).announcement).toBe('10 characters left');
    expect(counterState(500, 500)).toMatchObject({atLimit: true, announcement: 'No characters left'});
  });

  it('rounds the threshold up for small limits', () => {
    expect(counterState(7, 9).visible).toBe(false);
    expect(counterState(8, 9).visible).toBe(true);
  });
});

describe('messages', () => {
  it('says one character in the singular', () => {
    expect(remainingMessage(1)).toBe('1 character left');
    expect(remainingMessage(2)).toBe('2 characters left');
  });

  it('names the limit when text was cut', () => {
    expect(shortenedMessage(500)).toBe('Your text was shortened to 500 characters');
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
