/**
 * Elements a keyboard can reach with Tab. react-aria-components exports no
 * "next tabbable element after X" helper (its tree walker lives in an
 * internal package), so this small query stands in for it.
 */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** True when `element` can receive focus from Tab: not disabled, not tabindex -1, rendered. */
export function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  return element.getClientRects().length > 0;
}

/**
 * Moves focus to the first tabbable element after `container` in document
 * order, or to `<body>`'s first tabbable element when none follows. Returns
 * the element that received focus.
 */
export function focusNextAfter(container: Element): HTMLElement | null {
  const candidates = [...container.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)];
  const after = candidates.find(
    (element) =>
      !container.contains(element) &&
      container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
      isTabbable(element),
  );
  const target = after ?? candidates.find((element) => !container.contains(element) && isTabbable(element)) ?? null;
  target?.focus();
  return target;
}
