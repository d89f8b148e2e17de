import {forwardRef, type ReactNode} from 'react';
import {Button, Dialog, DialogTrigger, Popover} from 'react-aria-components';
import {Icon} from '../Icon';
import {oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './Toggletip.module.css';

export const toggletipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type ToggletipPlacement = (typeof toggletipPlacements)[number];

export interface ToggletipProps extends PassThroughProps {
  /** The button's accessible name, naming the subject: "About accrued hours". Also the name of the tip it opens. */
  label: string;
  /** The explanation: one or two full sentences, up to 150 characters. It may hold a link, because the tip stays open until dismissed. */
  children: ReactNode;
  /** Where the tip opens, beside the button; it flips when there is no room. `start` and `end` follow the reading direction. */
  placement?: ToggletipPlacement;
  /** Sets `data-testid` on the button. */
  testId?: string;
}

/**
 * An info button that shows a short explanation when pressed, by mouse,
 * keyboard or touch, and keeps it open until Escape, a press outside or the
 * button again. Unlike a tooltip, which needs a hover or focus that touch
 * screens cannot give, it works everywhere. Built on react-aria's
 * DialogTrigger: the tip is a popover dialog named by `label`; focus
 * moves into it and returns to the button when it closes.
 */
export const Toggletip = /* @__PURE__ */ forwardRef<HTMLButtonElement, ToggletipProps>(function Toggletip(
  {label, children, placement = 'top', testId, UNSAFE_className, ...rest},
  ref,
) {
  const safePlacement = oneOf('Toggletip', 'placement', placement, toggletipPlacements, 'top');
  return (
    <DialogTrigger>
      <Button
        {...passThrough(rest)}
        ref={ref}
        aria-label={label}
        className={classNames(styles.button, UNSAFE_className)}
        data-testid={testId}
      >
        <Icon name="info" size="sm" />
      </Button>
      <Popover className={styles.popover} placement={safePlacement} offset={4}>
        <Dialog className={styles.tip} aria-label={label}>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
});
