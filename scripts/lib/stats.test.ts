import {describe, expect, it} from 'vitest';
import {growth, linearFit, median, percentile} from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves its input unsorted', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list rather than returning NaN', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('percentile', () => {
  const hundred = Array.from({length: 100}, (_, i) => 100 - i); // 100 … 1

  it('is the nearest rank: one of the samples', () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile([10, 20, 30], 0.5)).toBe(20);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(20);
  });

  it('clamps to the smallest and largest sample', () => {
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile(hundred, 1.5)).toBe(100);
  });

  it('refuses an empty list', () => {
    expect(() => percentile([], 0.5)).toThrow(RangeError);
  });
});

describe('linearFit', () => {
  it('finds the line through points on a line, r² = 1', () => {
    const fit = linearFit([
      {x: 0, y: 1000},
      {x: 10, y: 3000},
      {x: 100, y: 21000},
    ]);
    expect(fit.slope).toBeCloseTo(200);
    expect(fit.intercept).toBeCloseTo(1000);
    expect(fit.r2).toBeCloseTo(1);
  });

  it('gives r² below 1 for points off the line', () => {
    const fit = linearFit([
      {x: 0, y: 0},
      {x: 1, y: 10},
      {x: 2, y: 0},
      {x: 3, y: 10},
    ]);
    expect(fit.r2).toBeLessThan(0.5);
  });

  it('needs two distinct x values', () => {
    expect(() => linearFit([{x: 1, y: 1}])).toThrow(RangeError);
    expect(() =>
      linearFit([
        {x: 1, y: 1},
        {x: 1, y: 2},
      ]),
    ).toThrow(RangeError);
  });
});

describe('growth', () => {
  it('reports the growth per unit between the first and last point', () => {
    const result = growth([
      {x: 660, y: 150_000},
      {x: 60, y: 30_000},
    ]);
    expect(result.perUnit).toBe(200);
    expect(result.shape).toBe('unknown');
  });

  it('calls equal segment slopes linear', () => {
    const result = growth([
      {x: 60, y: 30_000},
      {x: 600, y: 138_000},
      {x: 6000, y: 1_218_000},
    ]);
    expect(result.segments).toEqual([200, 200]);
    expect(result.shape).toBe('linear');
  });

  it('tells a slowing growth from a speeding one', () => {
    expect(
      growth([
        {x: 0, y: 0},
        {x: 10, y: 2000},
        {x: 100, y: 10_000},
      ]).shape,
    ).toBe('sublinear');
    expect(
      growth([
        {x: 0, y: 0},
        {x: 10, y: 2000},
        {x: 100, y: 40_000},
      ]).shape,
    ).toBe('superlinear');
  });

  it('treats a few units of difference as noise', () => {
    expect(
      growth([
        {x: 0, y: 0},
        {x: 10, y: 10},
        {x: 100, y: 400},
      ]).shape,
    ).toBe('linear');
  });
});
