// Small statistics for the benchmarks (bench:build, bench:search): medians,
// percentiles and a straight-line fit. Pure, so they are tested without a build.

function sortedCopy(values: readonly number[]): number[] {
  if (values.length === 0) throw new RangeError('No values: a statistic of nothing is not a number.');
  return [...values].sort((a, b) => a - b);
}

/** The median; with an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  const sorted = sortedCopy(values);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The nearest-rank percentile (p from 0 to 1): always one of the samples, so a
 * p95 of latencies is a latency somebody actually waited.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = sortedCopy(values);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export type Point = {x: number; y: number};

/** Least-squares line through the points, and r² (1 when every point is on it). */
export function linearFit(points: readonly Point[]): {slope: number; intercept: number; r2: number} {
  if (points.length < 2) throw new RangeError('A line needs at least two points.');
  const n = points.length;
  const meanX = points.reduce((sum, {x}) => sum + x, 0) / n;
  const meanY = points.reduce((sum, {y}) => sum + y, 0) / n;
  const sxx = points.reduce((sum, {x}) => sum + (x - meanX) ** 2, 0);
  const sxy = points.reduce((sum, {x, y}) => sum + (x - meanX) * (y - meanY), 0);
  const syy = points.reduce((sum, {y}) => sum + (y - meanY) ** 2, 0);
  if (sxx === 0) throw new RangeError('A line needs at least two different x values.');
  const slope = sxy / sxx;
  // All y equal: the flat line fits them exactly.
  const r2 = syy === 0 ? 1 : (sxy * sxy) / (sxx * syy);
  return {slope, intercept: meanY - slope * meanX, r2};
}

export type Growth = {
  /** (last y - first y) / (last x - first x). */
  perUnit: number;
  /** The same between each pair of neighbouring points, in x order. */
  segments: number[];
  fit: ReturnType<typeof linearFit>;
  /**
   * How the last segment's growth per unit compares with the first's:
   * "linear" within the tolerance, "sublinear" when it slows down,
   * "superlinear" when it speeds up, "unknown" with a single segment.
   */
  shape: 'linear' | 'sublinear' | 'superlinear' | 'unknown';
};

/**
 * How y grows with x. Two segments' slopes count as equal when they differ by
 * at most `relative` of the larger or by `absolute` units: a few bytes of hash
 * or chunk-id length per page are noise, not a trend.
 */
export function growth(points: readonly Point[], {relative = 0.25, absolute = 5} = {}): Growth {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  const fit = linearFit(sorted);
  const segments = sorted.slice(1).map((point, i) => (point.y - sorted[i].y) / (point.x - sorted[i].x));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const perUnit = (last.y - first.y) / (last.x - first.x);
  let shape: Growth['shape'] = 'unknown';
  if (segments.length >= 2) {
    const early = segments[0];
    const late = segments[segments.length - 1];
    const tolerance = Math.max(absolute, relative * Math.max(Math.abs(early), Math.abs(late)));
    if (Math.abs(late - early) <= tolerance) shape = 'linear';
    else shape = late < early ? 'sublinear' : 'superlinear';
  }
  return {perUnit, segments, fit, shape};
}
