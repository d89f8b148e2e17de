import {describe, expect, it} from 'vitest';
import {badgeCountText} from './badgeCount';

describe('badgeCountText', () => {
  it('prints counts up to 99 as they are', () => {
    expect(badgeCountText(1)).toBe('1');
    expect(badgeCountText(99)).toBe('99');
  });

  it('caps larger counts at 99+', () => {
    expect(badgeCountText(100)).toBe('99+');
    expect(badgeCountText(128)).toBe('99+');
  });

  it('hides the badge for zero and for values that are not a count', () => {
    expect(badgeCountText(0)).toBeNull();
    expect(badgeCountText(-3)).toBeNull();
    expect(badgeCountText(Number.NaN)).toBeNull();
  });
});
