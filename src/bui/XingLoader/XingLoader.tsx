import {forwardRef, useEffect, useRef, useState, type ForwardedRef, type ReactNode} from 'react';
import {VisuallyHidden} from 'react-aria-components';
import {Button} from '../Button';
import {devWarn, neutralVariantOf, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {xingLoaderStrings} from './XingLoader.strings';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {LIVE_REGION_SETTLE_MS} from '../internal/liveRegion';
import {useBrowserLayoutEffect} from '../internal/useBrowserLayoutEffect';
import {holdAfterEnd, XING_LOADER_DELAY_MS} from './hold';
import styles from './XingLoader.module.css';

export const xingLoaderCoverages = ['screen', 'view'] as const;
export const xingLoaderVariants = ['neutral', 'brand'] as const;
export type XingLoaderCoverage = (typeof xingLoaderCoverages)[number];
/**
 * `neutral` (the default) or `brand`. `default` is deprecated: the 1.0 name of `neutral`, renamed in 1.1 as on Badge
 * and Tag; it still works and warns in development until 2.0.
 */
export type XingLoaderVariant = (typeof xingLoaderVariants)[number] | 'default';

export {XING_LOADER_DELAY_MS, XING_LOADER_MIN_VISIBLE_MS} from './hold';
/** The visible label fades in after 1 s, so very short waits show only the mark. */
export const XING_LOADER_LABEL_MS = 1000;
/** After 10 s the delay message and the action appear. */
export const XING_LOADER_SLOW_MS = 10_000;
/** The delay message in en-US, fixed and calm (the page's content guidelines). The loader shows the reader's locale's. */
export const XING_LOADER_SLOW_MESSAGE = 'This is taking longer than usual';

export interface XingLoaderAction {
  /** The button's text, such as "Cancel" or "Go back". */
  label: string;
  /** Called when the button is pressed. */
  onAction: () => void;
}

export interface XingLoaderProps extends PassThroughProps {
  /** What is being prepared, in people's terms: "Opening your workspace". Announced once through the status region. */
  label: string;
  /** `screen` covers the whole window (app start, sign-in, account switch); `view` fills the content area under the nav bar. */
  coverage?: XingLoaderCoverage;
  /** `brand` (sign-in screen only) fills the surface with the primary colour; `neutral` uses the page surface. `default`, the 1.0 name of `neutral`, still works and warns in development. */
  variant?: XingLoaderVariant;
  /** A way out offered after 10 s, drawn as a secondary button: `{label: 'Go back', onAction: goBack}`. */
  action?: XingLoaderAction;
  /**
   * Whether the wait is still going on. When it turns `false` the loader gives way to `children`, but once it has been
   * shown it stays at least 500 ms, so it never blinks on and off.
   * @default true
   */
  loading?: boolean;
  /** The content that replaces the loader once `loading` is `false` and the minimum time has passed. */
  children?: ReactNode;
  /** Sets `data-testid` on the loader's root element. */
  testId?: string;
}

/** `loading`, held on for the rest of the 500 ms minimum once the loader has been shown. */
function useHeldLoading(loading: boolean): boolean {
  const [held, setHeld] = useState(loading);
  const startedAt = useRef<number | null>(null);
  useBrowserLayoutEffect(() => {
    if (loading) {
      if (startedAt.current === null) startedAt.current = performance.now();
      setHeld(true);
      return undefined;
    }
    const wait = startedAt.current === null ? 0 : holdAfterEnd(startedAt.current, performance.now());
    startedAt.current = null;
    if (wait <= 0) {
      setHeld(false);
      return undefined;
    }
    const timer = setTimeout(() => setHeld(false), wait);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading || held;
}

type Phase = 'waiting' | 'shown' | 'labelled' | 'slow';

/**
 * The branded full-screen or full-view loader.
 *
 * Its status region (`role="status"`) is rendered empty with the loader and
 * receives the label only once the loader shows (after the 200 ms delay, and
 * never sooner than the live-region settle time), then the delay message at
 * 10 s, so each is announced once: a live region inserted together with its
 * text is often not announced. The mark is decorative (`aria-hidden`). Its
 * ref, `aria-*`, `data-*` and `UNSAFE_className` go to the loader's surface,
 * which is in the page only while it shows; `children` keep their own.
 */
export const XingLoader = /* @__PURE__ */ forwardRef<HTMLDivElement, XingLoaderProps>(function XingLoader(
  {loading = true, children, ...props},
  ref,
) {
  const shown = useHeldLoading(loading);
  return shown ? <LoaderSurface {...props} surfaceRef={ref} /> : <>{children}</>;
});

function LoaderSurface({
  label,
  coverage = 'screen',
  variant = 'neutral',
  action,
  testId,
  UNSAFE_className,
  surfaceRef,
  ...rest
}: Omit<XingLoaderProps, 'loading' | 'children'> & {surfaceRef: ForwardedRef<HTMLDivElement>}) {
  const safeCoverage = oneOf('XingLoader', 'coverage', coverage, xingLoaderCoverages, 'screen');
  const safeVariant = neutralVariantOf('XingLoader', variant, xingLoaderVariants);
  const [phase, setPhase] = useState<Phase>('waiting');
  const {format} = useBuiStrings(xingLoaderStrings);
  const slowMessage = format('xingLoaderSlow');

  useEffect(() => {
    const timers = [
      setTimeout(() => setPhase('shown'), Math.max(XING_LOADER_DELAY_MS, LIVE_REGION_SETTLE_MS)),
      setTimeout(() => setPhase('labelled'), XING_LOADER_LABEL_MS),
      setTimeout(() => setPhase('slow'), XING_LOADER_SLOW_MS),
    ];
    return () => timers.forEach(clearTimeout);
  }, []);

  if (!label) devWarn('XingLoader', 'label is empty; say what is loading, such as "Opening your workspace".');

  const shown = phase !== 'waiting';
  const slow = phase === 'slow';
  return (
    <div
      {...passThrough(rest)}
      ref={surfaceRef}
      className={classNames(styles.loader, UNSAFE_className)}
      data-coverage={safeCoverage}
      data-variant={safeVariant}
      data-phase={phase}
      data-testid={testId}
      aria-busy="true"
    >
      <div className={styles.content}>
        <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          {/* Two strokes that draw in, hold and draw out (pathLength lets the CSS animate 0–1). */}
          <path className={styles.strokeShort} pathLength={1} d="M16 18 L24 32 L18 42" />
          <path className={styles.strokeLong} pathLength={1} d="M46 8 L32 32 L42 56" />
        </svg>
        <p className={styles.label} aria-hidden="true">
          {label}
        </p>
        {slow && (
          <p className={styles.slow} aria-hidden="true">
            {slowMessage}
          </p>
        )}
        {slow && action && (
          <div className={styles.action}>
            <Button variant="secondary" onPress={action.onAction}>
              {action.label}
            </Button>
          </div>
        )}
      </div>
      {/* The status region: present and empty from the first render; its text changes later. */}
      <span role="status">
        {shown && <VisuallyHidden elementType="span">{slow ? `${label}. ${slowMessage}` : label}</VisuallyHidden>}
      </span>
    </div>
  );
}
