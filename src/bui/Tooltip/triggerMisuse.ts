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
  // BUI's Button and ButtonLink stay focusable when `disabled` (aria-disabled),
  // so their tooltip can say why; react-aria gives a truly disabled control no
  // tooltip. A native element with `disabled` cannot take focus or hover events.
  if (typeof trigger.type === 'string' && trigger.props.disabled === true) {
    return 'a disabled element cannot take focus, so its tooltip would be unreachable. Explain what is missing next to it instead. Showing the element without a tooltip.';
  }
  if (trigger.props.iconOnly === true) {
    return 'a Button with iconOnly already shows its label as a tooltip; do not wrap it in another. Showing the button with its own tooltip only.';
  }
  return null;
}
