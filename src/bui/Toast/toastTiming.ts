/** How long an `info` or `success` toast without an action stays. */
export const TOAST_TIMEOUT_MS = 5000;
/** The undo window (toast.mdx#undo-window): a toast with an action stays at least this long. */
export const TOAST_ACTION_TIMEOUT_MS = 8000;

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

/**
 * How long a toast stays before it closes by itself, or undefined when it
 * never does: `warning` and `danger` report something people must act on, so
 * they stay until dismissed; anything with an action gets the undo window.
 */
export function toastTimeout(variant: ToastVariant, hasAction: boolean): number | undefined {
  if (variant === 'warning' || variant === 'danger') return undefined;
  return hasAction ? TOAST_ACTION_TIMEOUT_MS : TOAST_TIMEOUT_MS;
}
