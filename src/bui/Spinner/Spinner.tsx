import {forwardRef, useEffect, useState} from 'react';
import {VisuallyHidden} from 'react-aria-components';
import {devWarn, oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {LIVE_REGION_SETTLE_MS} from '../internal/liveRegion';
import {SpinnerRing, type SpinnerSize, type SpinnerVariant} from './SpinnerRing';
import styles from './Spinner.module.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const satisfies readonly SpinnerSize[];
export const spinnerVariants = ['primary', 'inverse'] as const satisfies readonly SpinnerVariant[];

/** How long a wait must last before a spinner appears (the Loading states rule). */
export const SPINNER_DELAY_MS = 200;

export interface SpinnerProps extends PassThroughProps {
  /** What is loading, for example "Loading payslips". Always required: screen readers announce it. */
  label: string;
  /**
   * Keeps the label for screen readers but hides its text: for a spinner inside a control or a table cell, or beside
   * text that already says what is loading. Without it the label is printed next to the ring (`sm`) or under it
   * (`md`, `lg`).
   */
  hideLabel?: boolean;
  /**
   * @deprecated Replaced by `hideLabel` in 1.1, as on every other component: the label shows unless `hideLabel`.
   * `showLabel` still works and warns in development.
   */
  showLabel?: boolean;
  /** Ring size: `sm` 16 px (in controls), `md` 24 px (panels), `lg` 40 px (a page region). */
  size?: SpinnerSize;
  /** `inverse` draws the ring in the surrounding text colour, for filled primary or danger surfaces. */
  variant?: SpinnerVariant;
  /**
   * Milliseconds to wait before anything shows, so fast responses never flash
   * a spinner. Use 0 only after a wait you have already measured.
   */
  delay?: number;
  /** Sets `data-testid` on the spinner's root element. */
  testId?: string;
}

/**
 * A ring for an indeterminate wait in one place, announced politely.
 *
 * Semantics: a `role="status"` live region rather than react-aria's
 * ProgressBar. An indeterminate `progressbar` is not a live region, so a
 * screen reader says nothing when it appears unless it is focused, and the
 * page promises the label is announced once. The region is rendered empty on
 * mount and receives the label only when the spinner shows (after `delay`,
 * and never sooner than 100 ms), because a live region inserted together with
 * its text is often not announced.
 */
export const Spinner = /* @__PURE__ */ forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  {
    label,
    hideLabel,
    showLabel,
    size = 'md',
    variant = 'primary',
    delay = SPINNER_DELAY_MS,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  const safeSize = oneOf('Spinner', 'size', size, spinnerSizes, 'md');
  const safeVariant = oneOf('Spinner', 'variant', variant, spinnerVariants, 'primary');
  const safeDelay = validDelay(delay);
  if (showLabel !== undefined)
    devWarn(
      'Spinner',
      '`showLabel` is replaced by `hideLabel` (the label shows by default); `showLabel` still works in 1.x.',
    );
  // `hideLabel` wins when both are given; 1.0's `showLabel={false}` still hides.
  const labelVisible = hideLabel !== undefined ? !hideLabel : (showLabel ?? true);
  // With no delay the ring may show at once; the text still waits (see above).
  const [ringShown, setRingShown] = useState(safeDelay === 0);
  const [labelShown, setLabelShown] = useState(false);

  useEffect(() => {
    const ring = setTimeout(() => setRingShown(true), safeDelay);
    const text = setTimeout(() => setLabelShown(true), Math.max(safeDelay, LIVE_REGION_SETTLE_MS));
    return () => {
      clearTimeout(ring);
      clearTimeout(text);
    };
  }, [safeDelay]);

  if (!label) devWarn('Spinner', 'label is empty; screen readers will announce nothing. Say what is loading.');

  return (
    <span
      {...passThrough(rest)}
      ref={ref}
      className={classNames(styles.spinner, styles[`${safeSize}Layout`], UNSAFE_className)}
      data-testid={testId}
      data-shown={ringShown || undefined}
    >
      {ringShown && <SpinnerRing size={safeSize} variant={safeVariant} />}
      <span role="status" className={labelVisible ? styles.label : undefined}>
        {labelShown && (labelVisible ? label : <VisuallyHidden elementType="span">{label}</VisuallyHidden>)}
      </span>
    </span>
  );
});

function validDelay(delay: number): number {
  if (Number.isFinite(delay) && delay >= 0) return delay;
  devWarn('Spinner', `delay={${delay}} is not a number of milliseconds ≥ 0. Using ${SPINNER_DELAY_MS}.`);
  return SPINNER_DELAY_MS;
}
