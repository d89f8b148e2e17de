import type {BuiStrings, KeysOf} from '../internal/i18n';
import type {paginatorStrings} from './Paginator.strings';

/** The most page slots (numbers and ellipses) the bar shows. */
export const MAX_SLOTS = 7;

export type PageSlot = number | 'gap-start' | 'gap-end';

/** The number of pages for `total` results at `pageSize` per page; at least 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` brought into 1…`count`: a page that no longer exists shows the last one, with no error. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(1, count));
}

/**
 * The page slots for `current` of `count` pages: every page when there are
 * MAX_SLOTS or fewer, otherwise always seven slots: the first and last pages,
 * the current page with a neighbour on each side, and a gap for each run of
 * left-out pages (near an end, the run of numbers grows so the bar keeps its
 * width and the buttons under the pointer do not jump).
 */
export function pageSlots(current: number, count: number): PageSlot[] {
  const pages = Math.max(1, count);
  const page = clampPage(current, pages);
  if (pages <= MAX_SLOTS) return Array.from({length: pages}, (_, index) => index + 1);
  const run = (from: number, to: number) => Array.from({length: to - from + 1}, (_, index) => from + index);
  if (page <= 4) return [...run(1, 5), 'gap-end', pages];
  if (page >= pages - 3) return [1, 'gap-start', ...run(pages - 4, pages)];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', pages];
}

/** The page that keeps the first visible row on screen when the page size changes. */
export function pageForSize(page: number, oldSize: number, newSize: number): number {
  const firstRow = (Math.max(1, page) - 1) * oldSize;
  return Math.floor(firstRow / newSize) + 1;
}

/**
 * The range summary in the reader's locale: "Showing 26–50 of 240" (en dash,
 * the locale's thousands separators), "Showing 18 of 18" when everything fits
 * on one page, or "Page 3" when the total is unknown (cursor-based).
 */
export function rangeSummary(
  page: number,
  pageSize: number,
  total: number | undefined,
  format: BuiStrings<KeysOf<typeof paginatorStrings>>['format'],
): string {
  if (total === undefined) return format('paginatorPage', {page});
  if (total <= pageSize) return format('paginatorShowingAll', {total});
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return format('paginatorShowingRange', {first, last, total});
}
