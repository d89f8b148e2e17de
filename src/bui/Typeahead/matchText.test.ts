import {describe, expect, it} from 'vitest';
import {fold, matchesQuery} from './matchText';

describe('matchesQuery', () => {
  it('ignores case and accents', () => {
    expect(fold('Málaga')).toBe('malaga');
    expect(matchesQuery('Málaga', 'MALA')).toBe(true);
  });

  it('matches the start of any word by default', () => {
    expect(matchesQuery('New York', 'york')).toBe(true);
    expect(matchesQuery('Rotterdam', 'dam')).toBe(false);
    expect(matchesQuery('Marketing Benelux', 'mar ben')).toBe(true);
  });

  it('matches inside words with anywhere', () => {
    expect(matchesQuery('Rotterdam', 'dam', true)).toBe(true);
    expect(matchesQuery('Rotterdam', 'xyz', true)).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesQuery('Anything', '   ')).toBe(true);
  });
});
