import {isValidElement} from 'react';

/**
 * Why `trigger` cannot carry a tooltip, or null when it can. Only what can be
 * seen from the element's props: whether it actually takes focus is known
 * only after it renders (react-aria warns about that itself).
 */
export function triggerMisuse(trigger: unknown): string | null {
  if (!isValidElement<Record<string, unknown>>(trigger)) {
    return 'its child must be one focusable control, such as a Button; plain text or an icon cannot be reached with the keyboard. Showing the child without a tooltip.';
  }
  if (trigger.props.disabled === true) {
    return 'a disabled control cannot take focus, so its tooltip would be unreachable. Explain what is missing next to the control instead. Showing the control without a tooltip.';
  }
  if (trigger.props.iconOnly === true) {
    return 'a Button with iconOnly already shows its label as a tooltip; do not wrap it in another. Showing the button with its own tooltip only.';
  }
  return null;
}
