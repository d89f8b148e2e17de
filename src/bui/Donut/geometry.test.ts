import {describe as suite, expect, it} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {arcPath, describe, formatValue, fractions, partitionData, pointAt, segments} from './geometry';

suite('partitionData', () => {
  it('keeps zero and positive values and skips negative, NaN and infinite ones with a reason', () => {
    const {valid, skipped} = partitionData([
      {label: 'A', value: 3},
      {label: 'B', value: -1},
      {label: 'C', value: Number.NaN},
      {label: 'D', value: 0},
      {label: 'E', value: Number.POSITIVE_INFINITY},
    ]);
    expect(valid.map((point) => point.label)).toEqual(['A', 'D']);
    expect(skipped).toEqual([
      {index: 1, reason: 'value -1 is negative'},
      {index: 2, reason: 'value NaN is not a number'},
      {index: 4, reason: 'value Infinity is not finite'},
    ]);
  });
});

suite('fractions', () => {
  it('divides by the total', () => {
    expect(fractions([18, 7])).toEqual([18 / 25, 7 / 25]);
  });
  it('is all zero for a zero total', () => {
    expect(fractions([0, 0])).toEqual([0, 0]);
    expect(fractions([])).toEqual([]);
  });
  it('raises a tiny share to 2 % and takes the difference from the others', () => {
    const shares = fractions([999, 1]);
    expect(shares[1]).toBe(0.02);
    expect(shares[0]).toBeCloseTo(0.98, 10);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
});

suite('segments', () => {
  it('runs clockwise from 12 o’clock in data order and skips zero values', () => {
    const result = segments([1, 0, 1]);
    expect(result.map((segment) => segment.index)).toEqual([0, 2]);
    expect(result[0]).toMatchObject({start: 0, end: Math.PI});
    expect(result[1]).toMatchObject({start: Math.PI, end: 2 * Math.PI});
  });
  it('leaves a gap between segments, centred on each boundary, but none around a single segment', () => {
    const [first, second] = segments([1, 1], 0.1);
    expect(first.start).toBeCloseTo(0.05);
    expect(first.end).toBeCloseTo(Math.PI - 0.05);
    expect(second.start).toBeCloseTo(Math.PI + 0.05);
    expect(segments([5], 0.1)).toEqual([{index: 0, start: 0, end: 2 * Math.PI}]);
  });
});

suite('arcPath', () => {
  it('starts at the top and sweeps clockwise', () => {
    expect(pointAt(50, 50, 40, 0)).toEqual([50, 10]);
    expect(pointAt(50, 50, 40, Math.PI / 2)).toEqual([90, 50]);
    expect(arcPath(50, 50, 40, 0, Math.PI / 2)).toBe('M 50 10 A 40 40 0 0 1 90 50');
  });
  it('uses the large-arc flag past half a turn and two arcs for a full turn', () => {
    expect(arcPath(50, 50, 40, 0, 1.5 * Math.PI)).toBe('M 50 10 A 40 40 0 1 1 10 50');
    expect(arcPath(50, 50, 40, 0, 2 * Math.PI)).toBe('M 50 10 A 40 40 0 1 1 50 90 A 40 40 0 1 1 50 10');
  });
  it('is empty for an empty sweep', () => {
    expect(arcPath(50, 50, 40, 1, 1)).toBe('');
  });
});

suite('text', () => {
  it('formats values with their unit', () => {
    expect(formatValue(18, 'days', 'en-US')).toBe('18 days');
    expect(formatValue(80, '%', 'en-US')).toBe('80%');
    expect(formatValue(2.5, undefined, 'en-US')).toBe('2.5');
    expect(formatValue(2.5, 'Tage', 'de-DE')).toBe('2,5 Tage');
  });
  it('describes every part and the total', () => {
    expect(
      describe(
        'Leave allowance',
        [
          {label: 'Used', value: 18},
          {label: 'Remaining', value: 7},
        ],
        'days',
        stringsFor('en-US'),
      ),
    ).toBe('Leave allowance: Used 18 days, Remaining 7 days (total 25 days)');
    expect(describe('Hours', [], 'h', stringsFor('en-US'))).toBe('Hours: no data');
    expect(describe('Stunden', [], 'h', stringsFor('de-DE'))).toBe('Stunden: keine Daten');
  });
});
