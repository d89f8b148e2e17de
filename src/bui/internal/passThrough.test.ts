import {describe, expect, it} from 'vitest';
import {ariaOf, classNames, dataOf, idList, passThrough} from './passThrough';

describe('passThrough', () => {
  it('keeps aria-* and data-* and drops the rest', () => {
    expect(
      passThrough({'aria-describedby': 'x', 'data-qa': 'y', label: 'z', onPress: () => {}, ariaLabel: 'not one'}),
    ).toEqual({'aria-describedby': 'x', 'data-qa': 'y'});
  });

  it('splits ARIA from data attributes', () => {
    const props = {'aria-label': 'a', 'data-qa': 'b', id: 'c'};
    expect(ariaOf(props)).toEqual({'aria-label': 'a'});
    expect(dataOf(props)).toEqual({'data-qa': 'b'});
  });

  it('joins id lists', () => {
    expect(idList('a', undefined, 'b c')).toBe('a b c');
    expect(idList(undefined, '')).toBeUndefined();
  });
});

describe('classNames', () => {
  it('skips empty names', () => {
    expect(classNames('a', undefined, false, null, '', 'b')).toBe('a b');
  });
});
