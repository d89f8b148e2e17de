import {forwardRef, useEffect, useState, type ReactNode} from 'react';
import {useObjectRef} from 'react-aria';
import {Button, VisuallyHidden} from 'react-aria-components';
import {Icon} from '../Icon/Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings, type PlainKeysOf} from '../internal/i18n';
import {alertStrings} from './Alert.strings';
import {LIVE_REGION_SETTLE_MS} from '../internal/liveRegion';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {focusNextAfter} from './focusNextAfter';
import styles from './Alert.module.css';

export const alertVariants = ['info', 'success', 'warning', 'danger'] as const;
export const alertSizes = ['sm', 'md'] as const;

export type AlertVariant = (typeof alertVariants)[number];
export type AlertSize = (typeof alertSizes)[number];

/** What screen readers hear before the message, since the colour and icon are not read. */
const prefixes: Record<AlertVariant, PlainKeysOf<typeof alertStrings>> = {
  info: 'alertPrefixInfo',
  success: 'alertPrefixSuccess',
  warning: 'alertPrefixWarning',
  danger: 'alertPrefixDanger',
};

export interface AlertProps extends PassThroughProps {
  /** The message: what happened, then what to do. */
  children: ReactNode;
  /** The meaning: `info`, `success`, `warning` or `danger`. Sets the colour, the icon and the spoken prefix. */
  variant?: AlertVariant;
  /** A short, specific title above the message: "Payroll run locked". */
  title?: string;
  /** Up to two tertiary `Button`s or a `ButtonLink`, shown under the message. */
  actions?: ReactNode;
  /** Shows a "Dismiss message" button. Not available on `danger` alerts, which go away when the problem is fixed. */
  dismissible?: boolean;
  /** Called after the alert was dismissed and hidden. */
  onDismiss?: () => void;
  /** `sm` for dense web app layouts (tables, side drawers): less padding, 14 px message. */
  size?: AlertSize;
  /**
   * Announces the alert when it appears after something people did. `danger`
   * alerts interrupt (`role="alert"`); the others wait politely
   * (`role="status"`). Leave it off for alerts that are there when the page
   * loads: they are read in reading order.
   */
  live?: boolean;
  /** Sets `data-testid` on the alert. */
  testId?: string;
}

/** An inline message about the page or a part of it, in one of four meanings. */
export const Alert = /* @__PURE__ */ forwardRef<HTMLDivElement, AlertProps>(function Alert(
  {
    children,
    variant = 'info',
    title,
    actions,
    dismissible = false,
    onDismiss,
    size = 'md',
    live = false,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  const safeVariant = oneOf('Alert', 'variant', variant, alertVariants, 'info');
  const {format} = useBuiStrings(alertStrings);
  const safeSize = oneOf('Alert', 'size', size, alertSizes, 'md');
  // The app's ref and the dismiss button's focus hand-over share the root.
  const root = useObjectRef(ref);
  const [dismissed, setDismissed] = useState(false);
  // A live alert renders its region empty (and invisible) first and fills it
  // a moment later: a live region inserted together with its text is often
  // not announced.
  const [filled, setFilled] = useState(!live);
  useEffect(() => {
    if (filled) return undefined;
    const timer = setTimeout(() => setFilled(true), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [filled]);

  const canDismiss = dismissible && safeVariant !== 'danger';
  if (dismissible && safeVariant === 'danger') {
    devWarn(
      'Alert',
      'danger alerts are not dismissible; they go away when the problem is fixed. Ignoring dismissible.',
    );
  }

  if (dismissed) return null;

  const dismiss = () => {
    // The button that had focus is about to disappear: hand focus to what
    // comes next, as the page promises, instead of letting it fall to <body>.
    if (root.current?.contains(document.activeElement)) focusNextAfter(root.current);
    setDismissed(true);
    onDismiss?.();
  };

  const role = live ? (safeVariant === 'danger' ? 'alert' : 'status') : undefined;

  return (
    <div
      {...passThrough(rest)}
      ref={root}
      role={role}
      className={classNames(
        styles.alert,
        styles[safeVariant],
        styles[safeSize],
        live && filled && styles.live,
        !filled && styles.pending,
        UNSAFE_className,
      )}
      data-testid={testId}
    >
      {filled && (
        <>
          <Icon name={safeVariant} color={safeVariant} className={styles.icon} />
          <div className={styles.body}>
            {title && (
              <p className={styles.title}>
                <VisuallyHidden elementType="span">{format(prefixes[safeVariant])} </VisuallyHidden>
                {title}
              </p>
            )}
            <div className={styles.message}>
              {!title && <VisuallyHidden elementType="span">{format(prefixes[safeVariant])} </VisuallyHidden>}
              {children}
            </div>
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
          {canDismiss && (
            <Button className={styles.dismiss} onPress={dismiss} aria-label={format('alertDismiss')}>
              <Icon name="close" />
            </Button>
          )}
        </>
      )}
    </div>
  );
});
