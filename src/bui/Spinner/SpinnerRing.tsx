import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export type SpinnerVariant = 'primary' | 'inverse';

/**
 * Stroke width in viewBox units, so the ring draws 2, 2.5 and 3 px strokes at
 * 16, 24 and 40 px (the anatomy on the Spinner page).
 */
const strokeUnits: Record<SpinnerSize, number> = {sm: 3, md: 2.5, lg: 1.8};

interface SpinnerRingProps {
  size: SpinnerSize;
  variant: SpinnerVariant;
  className?: string;
}

/**
 * The ring alone, always hidden from assistive technology. Spinner wraps it
 * with the delay and the live region; Button's `loading` state uses it
 * directly, because there the button itself carries `aria-busy` and its name.
 * Not exported from `@bui/react`.
 */
export function SpinnerRing({size, variant, className}: SpinnerRingProps) {
  const stroke = strokeUnits[size];
  const radius = 12 - stroke / 2;
  return (
    <svg
      className={[styles.ring, styles[size], styles[variant], className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r={radius} strokeWidth={stroke} />
      <circle
        className={styles.arc}
        cx="12"
        cy="12"
        r={radius}
        strokeWidth={stroke}
        strokeLinecap="round"
        pathLength={100}
        strokeDasharray="25 75"
      />
    </svg>
  );
}
