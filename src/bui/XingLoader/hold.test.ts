import {describe, expect, it} from 'vitest';
import {holdAfterEnd, XING_LOADER_DELAY_MS, XING_LOADER_MIN_VISIBLE_MS} from './hold';

describe('holdAfterEnd: the 500 ms minimum once the loader is shown', () => {
  it('a wait that ends before the 200 ms delay never showed the loader and holds nothing', () => {
    expect(holdAfterEnd(1000, 1000)).toBe(0);
    expect(holdAfterEnd(1000, 1199)).toBe(0);
  });

  it('a wait that ends just after the loader appeared holds it for the rest of the 500 ms', () => {
    expect(holdAfterEnd(1000, 1200)).toBe(500);
    expect(holdAfterEnd(1000, 1250)).toBe(450);
    expect(holdAfterEnd(1000, 1699)).toBe(1);
  });

  it('a wait that outlasted the minimum leaves at once', () => {
    expect(holdAfterEnd(1000, 1700)).toBe(0);
    expect(holdAfterEnd(1000, 12_000)).toBe(0);
  });

  it('uses the documented values', () => {
    expect(XING_LOADER_DELAY_MS).toBe(200);
    expect(XING_LOADER_MIN_VISIBLE_MS).toBe(500);
  });
});
