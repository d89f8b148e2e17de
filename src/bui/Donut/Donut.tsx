import {forwardRef, useId} from 'react';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {donutStrings} from './Donut.strings';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {arcPath, describe, formatValue, partitionData, segments} from './geometry';
import styles from './Donut.module.css';

export const donutSizes = ['sm', 'md', 'lg'] as const;
export const donutColors = ['primary', 'info', 'success', 'warning', 'danger', 'border'] as const;
export type DonutSize = (typeof donutSizes)[number];
/** A colour token by name: `primary` is `--bui-color-primary`, `border` the neutral remainder. */
export type DonutColor = (typeof donutColors)[number];

export interface DonutDatum {
  /** The part's name in the legend and the text alternative: "Used", "Remaining". */
  label: string;
  /** The part's value, in `unit`. Negative or non-numeric values are skipped (with a warning in development). */
  value: number;
  /** The segment's colour token; by default the parts take primary, info, success and warning in turn. */
  color?: DonutColor;
}

export interface DonutProps extends PassThroughProps {
  /** What the chart shows, such as "Leave allowance". Starts the accessible name. */
  label: string;
  /** The parts, drawn clockwise from 12 o'clock in this order. Two to four parts. */
  data: readonly DonutDatum[];
  /** The unit of every value, written after it in the legend and the text alternative: "days", "%". */
  unit?: string;
  /** The headline number in the middle of the ring, such as "7". */
  centerValue?: string;
  /** A short unit under the centre value, such as "days left" (not shown at `size="sm"`). */
  centerCaption?: string;
  /** Replaces the generated text alternative with your own sentence. */
  description?: string;
  /** Ring size: `sm` 64 px (table cells), `md` 120 px (cards), `lg` 200 px (summary pages). */
  size?: DonutSize;
  /** Sets `data-testid` on the chart's root element. */
  testId?: string;
}

const defaultColors: readonly DonutColor[] = ['primary', 'info', 'success', 'warning'];
const CENTER = 50;
const RADIUS = 40;
// About 2 px of surface between segments at the default size (the ring is 100 units across 120 px).
const GAP = 0.05;

/**
 * A ring chart of how one total splits into parts. The SVG is one image
 * (`role="img"`) named by `label` and a sentence covering every part and the
 * total; its segments are hidden from assistive technology. The legend is a
 * real list with each part's name and value, so no part is told by colour
 * alone, and segments are separated by gaps of the surface colour.
 */
export const Donut = /* @__PURE__ */ forwardRef<HTMLDivElement, DonutProps>(function Donut(
  {label, data, unit, centerValue, centerCaption, description, size = 'md', testId, UNSAFE_className, ...rest},
  ref,
) {
  const legendId = useId();
  const strings = useBuiStrings(donutStrings);
  const safeSize = oneOf('Donut', 'size', size, donutSizes, 'md');
  if (!label) devWarn('Donut', 'label is missing; the chart needs a name, such as "Leave allowance".');
  const {valid, skipped} = partitionData(data ?? []);
  for (const {index, reason} of skipped) {
    devWarn('Donut', `data[${index}] is skipped: ${reason}. Values must be numbers ≥ 0.`);
  }
  const points = valid.map((point, index) => ({
    ...point,
    color:
      point.color === undefined
        ? defaultColors[index % defaultColors.length]
        : oneOf('Donut', `data[${index}].color`, point.color, donutColors, 'primary'),
  }));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const empty = total <= 0;
  const name = description ?? describe(label, points, unit, strings);
  const arcs = segments(
    points.map((point) => point.value),
    GAP,
  );

  return (
    <div
      {...passThrough(rest)}
      ref={ref}
      className={classNames(styles.donut, UNSAFE_className)}
      data-size={safeSize}
      data-testid={testId}
    >
      <div className={styles.chart}>
        <svg className={styles.ring} viewBox="0 0 100 100" role="img" aria-label={name}>
          <g aria-hidden="true">
            {empty && <circle className={styles.track} cx={CENTER} cy={CENTER} r={RADIUS} />}
            {arcs.map((arc) => {
              const point = points[arc.index];
              return (
                <path
                  key={arc.index}
                  className={styles.segment}
                  data-color={point.color}
                  d={arcPath(CENTER, CENTER, RADIUS, arc.start, arc.end)}
                />
              );
            })}
          </g>
        </svg>
        <div className={styles.center} aria-hidden="true">
          {empty ? (
            <span className={styles.centerCaption}>{strings.format('donutNoData')}</span>
          ) : (
            <>
              {centerValue !== undefined && <span className={styles.centerValue}>{centerValue}</span>}
              {centerCaption !== undefined && safeSize !== 'sm' && (
                <span className={styles.centerCaption}>{centerCaption}</span>
              )}
            </>
          )}
        </div>
      </div>
      <ul className={styles.legend} id={legendId} aria-label={strings.format('donutLegend', {label})}>
        {points.map((point, index) => (
          <li key={`${point.label}-${index}`} className={styles.legendRow}>
            <span className={styles.swatch} data-color={point.color} aria-hidden="true" />
            <span className={styles.legendLabel}>{point.label}</span>
            <span className={styles.legendValue}>{formatValue(point.value, unit, strings.locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
});
