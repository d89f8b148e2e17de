import {forwardRef, type ReactNode} from 'react';
import {VisuallyHidden} from 'react-aria-components';
import {Icon} from '../Icon/Icon';
import type {IconName} from '../Icon/icons';
import {devWarn, oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {badgeCountText} from './badgeCount';
import styles from './Badge.module.css';

export const badgeVariants = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export const badgeSizes = ['sm', 'md'] as const;

export type BadgeVariant = (typeof badgeVariants)[number];
export type BadgeSize = (typeof badgeSizes)[number];

/** The longest label the Badge page allows; longer ones warn in development. */
const MAX_LABEL_LENGTH = 20;

export interface BadgeProps extends PassThroughProps {
  /** The status in one or two words, such as "Approved". Not used with `count` or `dot`. */
  children?: ReactNode;
  /** The meaning, shown as a tinted background: `neutral`, `info`, `success`, `warning` or `danger`. */
  variant?: BadgeVariant;
  /** `sm` (20 px high) for dense tables and tab bars, `md` (24 px) elsewhere. Text is 14 px in both. */
  size?: BadgeSize;
  /** A 16 px icon before the label, in the variant's colour. */
  icon?: IconName;
  /**
   * Shows a number instead of a label: up to 99, then "99+". Zero hides the
   * badge. Give it a `label` that says what is counted.
   */
  count?: number;
  /** The 8 px dot shape with no text, for navigation icons. Needs a `label`. */
  dot?: boolean;
  /**
   * What screen readers hear for a count or a dot, such as "128 pending
   * approvals". Label badges are read from their text.
   */
  label?: string;
  /** Sets `data-testid` on the badge. */
  testId?: string;
}

/**
 * A read-only status label, count or dot. Never focusable and never a
 * control: it is a `span` read together with the element it belongs to.
 */
export const Badge = /* @__PURE__ */ forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  {children, variant = 'neutral', size = 'md', icon, count, dot = false, label, testId, UNSAFE_className, ...rest},
  ref,
) {
  const safeVariant = oneOf('Badge', 'variant', variant, badgeVariants, 'neutral');
  const safeSize = oneOf('Badge', 'size', size, badgeSizes, 'md');
  const shape = dot ? 'dot' : count !== undefined ? 'count' : 'label';
  const classes = classNames(styles.badge, styles[safeVariant], styles[safeSize], styles[shape], UNSAFE_className);
  const attributes = passThrough(rest);

  if (shape !== 'label' && !label) {
    devWarn('Badge', `a ${shape} badge needs a label that says what it means, such as "5 pending approvals".`);
  }
  if (shape === 'label' && typeof children === 'string' && children.length > MAX_LABEL_LENGTH) {
    devWarn(
      'Badge',
      `"${children}" is longer than ${MAX_LABEL_LENGTH} characters; badge labels never wrap or truncate.`,
    );
  }

  if (shape === 'dot') {
    return (
      <span {...attributes} ref={ref} className={classes} data-testid={testId}>
        {label && <VisuallyHidden elementType="span">{label}</VisuallyHidden>}
      </span>
    );
  }

  if (shape === 'count') {
    const text = badgeCountText(count ?? 0);
    if (text === null) return null;
    return (
      <span {...attributes} ref={ref} className={classes} data-testid={testId}>
        <span aria-hidden={label ? true : undefined}>{text}</span>
        {label && <VisuallyHidden elementType="span">{label}</VisuallyHidden>}
      </span>
    );
  }

  return (
    <span {...attributes} ref={ref} className={classes} data-testid={testId}>
      {icon && <Icon name={icon} size="sm" color={safeVariant === 'neutral' ? 'muted' : safeVariant} />}
      {children}
    </span>
  );
});
