/**
 * The donut's arithmetic, kept free of React and the DOM so it can be unit
 * tested: which data points are drawable, each segment's share of the ring,
 * and the SVG path of an arc. Angles are radians clockwise from 12 o'clock.
 */

import type {BuiStrings, KeysOf} from '../internal/i18n';
import {formatList} from '../internal/i18n/formatList';
import type {donutStrings} from './Donut.strings';

export interface DonutPoint {
  label: string;
  value: number;
}

export interface Skipped {
  index: number;
  reason: string;
}

/** Splits data into the points that can be drawn and those that cannot (negative, NaN, infinite). */
export function partitionData<T extends DonutPoint>(data: readonly T[]): {valid: T[]; skipped: Skipped[]} {
  const valid: T[] = [];
  const skipped: Skipped[] = [];
  data.forEach((point, index) => {
    const value: unknown = point?.value;
    if (typeof value !== 'number' || Number.isNaN(value)) {
      skipped.push({index, reason: `value ${String(value)} is not a number`});
    } else if (!Number.isFinite(value)) {
      skipped.push({index, reason: `value ${value} is not finite`});
    } else if (value < 0) {
      skipped.push({index, reason: `value ${value} is negative`});
    } else {
      valid.push(point);
    }
  });
  return {valid, skipped};
}

/** The smallest share of the ring a non-zero segment is drawn at, so it stays visible. */
export const MIN_FRACTION = 0.02;

/**
 * Each value's share of the ring (0–1, summing to 1 when the total is above 0).
 * Non-zero shares below `minFraction` are raised to it and the larger shares
 * give up the difference in proportion; zero stays zero.
 */
export function fractions(values: readonly number[], minFraction = MIN_FRACTION): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  const raw = values.map((value) => value / total);
  const small = raw.filter((share) => share > 0 && share < minFraction);
  if (small.length === 0) return raw;
  const added = small.reduce((sum, share) => sum + (minFraction - share), 0);
  const largeTotal = raw.filter((share) => share >= minFraction).reduce((sum, share) => sum + share, 0);
  // Every share is tiny (more than 50 segments): draw them as they are.
  if (largeTotal - added <= 0) return raw;
  const scale = (largeTotal - added) / largeTotal;
  return raw.map((share) => (share === 0 ? 0 : share < minFraction ? minFraction : share * scale));
}

export interface Segment {
  /** Index into the values given to `segments`. */
  index: number;
  start: number;
  end: number;
}

/**
 * The angles of each drawn segment, in order from 12 o'clock clockwise, with
 * `gap` radians left empty after each segment when there is more than one.
 * Zero values get no segment.
 */
export function segments(values: readonly number[], gap = 0, minFraction = MIN_FRACTION): Segment[] {
  const shares = fractions(values, minFraction);
  const drawn = shares.filter((share) => share > 0).length;
  const gapAngle = drawn > 1 ? gap : 0;
  const result: Segment[] = [];
  let angle = 0;
  shares.forEach((share, index) => {
    if (share <= 0) return;
    const sweep = share * 2 * Math.PI;
    const visible = Math.max(sweep - gapAngle, 0);
    result.push({index, start: angle + (sweep - visible) / 2, end: angle + (sweep + visible) / 2});
    angle += sweep;
  });
  return result;
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/** A point on a circle of radius `r` around (cx, cy), `angle` radians clockwise from 12 o'clock. */
export function pointAt(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [round(cx + r * Math.sin(angle)), round(cy - r * Math.cos(angle))];
}

/**
 * The SVG path of the arc from `start` to `end` along the circle, to be
 * stroked. A full turn is drawn as two half arcs, since one SVG arc cannot
 * start and end at the same point.
 */
export function arcPath(cx: number, cy: number, r: number, start: number, end: number): string {
  const sweep = end - start;
  if (sweep <= 0) return '';
  if (sweep >= 2 * Math.PI - 1e-9) {
    const [x0, y0] = pointAt(cx, cy, r, 0);
    const [x1, y1] = pointAt(cx, cy, r, Math.PI);
    return `M ${x0} ${y0} A ${r} ${r} 0 1 1 ${x1} ${y1} A ${r} ${r} 0 1 1 ${x0} ${y0}`;
  }
  const [x0, y0] = pointAt(cx, cy, r, start);
  const [x1, y1] = pointAt(cx, cy, r, end);
  const largeArc = sweep > Math.PI ? 1 : 0;
  return `M ${x0} ${y0} A ${r} ${r} 0 ${largeArc} 1 ${x1} ${y1}`;
}

/**
 * "18 days", "80%" in en-US, "80 %" in de-DE: the number in the reader's locale; the unit follows a space unless it is
 * a percent sign, which Intl places as the locale does.
 */
export function formatValue(value: number, unit: string | undefined, locale: string): string {
  if (unit === '%')
    return new Intl.NumberFormat(locale, {style: 'percent', maximumFractionDigits: 2}).format(value / 100);
  const number = new Intl.NumberFormat(locale, {maximumFractionDigits: 2}).format(value);
  return unit ? `${number} ${unit}` : number;
}

/** The generated text alternative: "Leave allowance: Used 18 days, Remaining 7 days (total 25 days)" in en-US. */
export function describe(
  label: string,
  points: readonly DonutPoint[],
  unit: string | undefined,
  {format, locale}: BuiStrings<KeysOf<typeof donutStrings>>,
): string {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  if (points.length === 0 || total <= 0) return format('donutSummaryEmpty', {label});
  const parts = formatList(
    locale,
    points.map((point) => `${point.label} ${formatValue(point.value, unit, locale)}`),
    'unit',
  );
  return format('donutSummary', {label, parts, sum: formatValue(total, unit, locale)});
}
