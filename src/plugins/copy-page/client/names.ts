/**
 * The names the "Copy page" button and its script share (./copyPage.ts), apart from the script itself, so the
 * button's component (src/components/CopyPageButton) holds none of the script's code.
 */
export const COPY_PAGE_NAMES = {
  /** The button carries the address of its page's Markdown in this attribute. */
  attribute: 'data-copy-page',
  /** The element around the button and its status region. */
  area: 'data-copy-page-area',
  /** The status region, inside the area. */
  status: 'data-copy-page-status',
  /** Set on the button while copying (`pending`) and for a while after (`copied`, `failed`). */
  state: 'data-copy-state',
  /** Set on `window` once the listener is there. */
  global: '__buiCopyPage',
  /** Set on `<html>` once the listener is there: until then (no JavaScript) the button is hidden, as it could do nothing. */
  ready: 'data-copy-page-ready',
  /** What the status region says. `{address}` is the Markdown's address. */
  messages: {
    copied: 'Copied the page as Markdown.',
    failed: 'Could not copy the page. Its Markdown is at {address}.',
  },
  /** How long the button shows the outcome before it reads "Copy page" again, in milliseconds. */
  stateMs: 4000,
} as const;

export type CopyPageNames = typeof COPY_PAGE_NAMES;

/** Whether this window already has the listener (the inline script ran, or a component installed it). */
export function copyPageInstalled(win: Window): boolean {
  return Boolean((win as unknown as Record<string, boolean | undefined>)[COPY_PAGE_NAMES.global]);
}
