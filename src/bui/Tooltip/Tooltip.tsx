import {forwardRef, type DOMAttributes, type ReactElement} from 'react';
import {
  Focusable,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
} from 'react-aria-components';
import {devWarn, oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './Tooltip.module.css';
import {triggerMisuse} from './triggerMisuse';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

/** Milliseconds of hover before a tooltip opens (BUI's value; react-aria's own is 1500). */
export const TOOLTIP_DELAY = 300;
/**
 * Milliseconds after the pointer leaves trigger and bubble before the tooltip
 * closes: react-aria's default, long enough to move the pointer onto the
 * bubble slowly (WCAG 1.4.13, hoverable).
 */
const CLOSE_DELAY = 500;
/**
 * Pixels from the trigger to the bubble: the arrow (4 px tall, `--bui-space-1`)
 * plus 8 px (`--bui-space-2`) between its tip and the trigger, which keeps the
 * trigger's focus ring (2 px offset + 2 px wide) uncovered.
 */
const OFFSET = 12;
/** Pixels the bubble keeps from the window's edges. */
const EDGE = 8;

export interface TooltipProps extends PassThroughProps {
  /** The tooltip's text: plain text, one or two sentences at most, never anything people must read to finish a task. */
  content: string;
  /**
   * The trigger: exactly one focusable BUI control, such as a `Button` or `ButtonLink`. It must not be
   * disabled (a disabled control cannot be focused, so its tooltip would be unreachable) and must not be a
   * `Button` with `iconOnly`, which already makes its own tooltip from its `label`.
   */
  children: ReactElement;
  /** The preferred side of the trigger. The tooltip moves to the opposite side when this one has no room. `start` and `end` follow the reading direction. */
  placement?: TooltipPlacement;
  /** Milliseconds of hover before the tooltip opens. Keyboard focus opens it at once. */
  delay?: number;
  /** Controlled open state, for the rare tooltip that must be shown from code. */
  open?: boolean;
  /** Open state of an uncontrolled tooltip when it first renders. */
  defaultOpen?: boolean;
  /** Called with the new open state when the tooltip opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Sets `data-testid` on the bubble. */
  testId?: string;
}

/**
 * A short text bubble shown while its trigger is hovered or has keyboard focus.
 * Behaviour (delays, one-at-a-time, Escape, hovering the bubble, positioning,
 * closing on scroll) is react-aria's TooltipTrigger; this component adds the
 * BUI defaults and refuses the two misuses its page warns about. Its ref,
 * `aria-*`, `data-*` and `UNSAFE_className` go to the bubble (`role="tooltip"`),
 * which exists only while the tooltip is open: the trigger is the app's own
 * element and keeps its own ref.
 */
export const Tooltip = /* @__PURE__ */ forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  {
    content,
    children,
    placement = 'top',
    delay = TOOLTIP_DELAY,
    open,
    defaultOpen,
    onOpenChange,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  const side = oneOf('Tooltip', 'placement', placement, tooltipPlacements, 'top');
  // Pages are not type-checked, so a reader's MDX may still pass text or two
  // children: warn and render them bare rather than throw.
  const misuse = triggerMisuse(children);
  if (misuse) {
    devWarn('Tooltip', misuse);
    return <>{children}</>;
  }
  return (
    <AriaTooltipTrigger
      delay={delay}
      closeDelay={CLOSE_DELAY}
      isOpen={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {/* BUI controls are react-aria components and pick up the trigger props
          themselves; a plain element (a native button or link) needs react-aria's
          Focusable to receive them. */}
      {typeof children.type === 'string' ? (
        <Focusable>{children as ReactElement<DOMAttributes<Element>, string>}</Focusable>
      ) : (
        children
      )}
      <AriaTooltip
        {...passThrough(rest)}
        ref={ref}
        className={classNames(styles.bubble, UNSAFE_className)}
        placement={side}
        offset={OFFSET}
        containerPadding={EDGE}
        data-testid={testId}
      >
        <OverlayArrow className={styles.arrow}>
          <svg viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0 Z" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </AriaTooltipTrigger>
  );
});
