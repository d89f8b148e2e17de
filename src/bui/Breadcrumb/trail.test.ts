import {describe, expect, it} from 'vitest';
import {MAX_VISIBLE_LEVELS, trail} from './trail';

describe('trail', () => {
  it('shows every level up to four', () => {
    expect(trail(1, false)).toEqual({shown: [0], hidden: []});
    expect(trail(4, false)).toEqual({shown: [0, 1, 2, 3], hidden: []});
  });

  it('keeps the first level, the last two parents and the current page above four', () => {
    expect(trail(5, false)).toEqual({shown: [0, 2, 3, 4], hidden: [1]});
    expect(trail(7, false)).toEqual({shown: [0, 4, 5, 6], hidden: [1, 2, 3]});
  });

  it('folds from the fifth level on: four levels all show, five fold one', () => {
    expect(MAX_VISIBLE_LEVELS).toBe(4);
    expect(trail(4, false).hidden).toEqual([]);
    expect(trail(5, false).hidden).toEqual([1]);
    expect(trail(5, false).shown).toHaveLength(4);
  });

  it('shows everything once expanded', () => {
    expect(trail(7, true)).toEqual({shown: [0, 1, 2, 3, 4, 5, 6], hidden: []});
  });

  it('has nothing to show for an empty trail', () => {
    expect(trail(0, false)).toEqual({shown: [], hidden: []});
  });
});
