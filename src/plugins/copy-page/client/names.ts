/**
 * The names the "Copy page" button and its script share (./copyPage.ts), apart from the script itself, so the
 * button's component (src/components/CopyPageButton) holds none of the script's code.
 */

/** The button carries the address of its page's Markdown in this attribute. */
export const COPY_PAGE_ATTRIBUTE = 'data-copy-page';
/** The element around the button and its status region. */
export const COPY_PAGE_AREA_ATTRIBUTE = 'data-copy-page-area';
/** The status region, inside the area. */
export const COPY_PAGE_STATUS_ATTRIBUTE = 'data-copy-page-status';
/** Set on the button while copying (`pending`) and for a while after (`copied`, `failed`). */
export const COPY_STATE_ATTRIBUTE = 'data-copy-state';
/** Set on `window` once the listener is there. */
export const COPY_PAGE_GLOBAL = '__buiCopyPage';
/**
 * Set on `<html>` once the listener is there: until then (no JavaScript) the button is hidden, as it could do nothing.
 */
export const COPY_PAGE_READY_ATTRIBUTE = 'data-copy-page-ready';

/** What the status region says. `{address}` is the Markdown's address. */
export const COPY_PAGE_MESSAGES = {
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Its Markdown is at {address}.',
} as const;

/** How long the button shows the outcome before it reads "Copy page" again. */
export const COPY_STATE_MS = 4000;

export interface CopyPageNames {
  attribute: string;
  area: string;
  status: string;
  state: string;
  global: string;
  ready: string;
  messages: {copied: string; failed: string};
  stateMs: number;
}

export const COPY_PAGE_NAMES: CopyPageNames = {
  attribute: COPY_PAGE_ATTRIBUTE,
  area: COPY_PAGE_AREA_ATTRIBUTE,
  status: COPY_PAGE_STATUS_ATTRIBUTE,
  state: COPY_STATE_ATTRIBUTE,
  global: COPY_PAGE_GLOBAL,
  ready: COPY_PAGE_READY_ATTRIBUTE,
  messages: COPY_PAGE_MESSAGES,
  stateMs: COPY_STATE_MS,
};

/** Whether this window already has the listener (the inline script ran, or a component installed it). */
export function copyPageInstalled(win: Window): boolean {
  return Boolean((win as unknown as Record<string, boolean | undefined>)[COPY_PAGE_GLOBAL]);
}
