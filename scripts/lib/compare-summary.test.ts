import {expect, test} from 'vitest';
import {compareRuns, renderComparison, type BuildRuns} from './compare-summary';

const runs = (values: Partial<BuildRuns>): BuildRuns => ({
  fcpMs: [],
  lcpMs: [],
  hydratedMs: [],
  searchMs: [],
  ...values,
});

test('a difference counts only beyond the larger spread of the two builds', () => {
  const rows = compareRuns(
    runs({hydratedMs: [2000, 2100, 2050], lcpMs: [1000, 1400, 1200]}),
    runs({hydratedMs: [1700, 1750, 1720], lcpMs: [1100, 1150, 1000]}),
  );
  const hydrated = rows.find((row) => row.figure === 'hydratedMs');
  expect(hydrated).toMatchObject({a: 2050, b: 1720, noise: 100, beyondNoise: true});
  expect(hydrated?.ratio).toBeCloseTo(1720 / 2050);
  // 1200 → 1100 is within A's spread of 400.
  expect(rows.find((row) => row.figure === 'lcpMs')).toMatchObject({a: 1200, b: 1100, noise: 400, beyondNoise: false});
});

test('a figure no run gave has no median, ratio or verdict', () => {
  const search = compareRuns(runs({searchMs: [500]}), runs({})).find((row) => row.figure === 'searchMs');
  expect(search).toMatchObject({a: 500, b: null, ratio: null, beyondNoise: false});
});

test('the report names both builds and marks what is beyond the noise', () => {
  const text = renderComparison({
    date: '2026-11-29T09:00:00.000Z',
    commit: 'abc1234',
    runs: 3,
    throttling: '150 ms RTT',
    loadAverage: {start: '1.00', end: '1.50'},
    builds: {a: 'build', b: '/tmp/variant'},
    pages: [{path: '/docs/x', rows: compareRuns(runs({fcpMs: [900, 910]}), runs({fcpMs: [700, 705]}))}],
  });
  expect(text).toContain('A: `build`; B: `/tmp/variant`');
  expect(text).toContain('| first contentful paint | 905 | 703 | 0.78× | 10 | **yes** |');
});
