/**
 * The Table's sorting rules, free of React so they can be unit tested: the
 * first direction of a column (its natural order), the next sort after a
 * header press, a locale-aware comparison for text, numbers and ISO dates,
 * and the sentence that announces a new sort.
 */

import {displayDate} from '../DatePicker/isoDate';
import type {BuiStrings, KeysOf, PlainKeysOf} from '../internal/i18n';
import type {tableStrings} from './Table.strings';

export type TableSortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and in which direction. */
export interface TableSort {
  /** The `id` of the sorted `Table.Column`. */
  column: string;
  direction: TableSortDirection;
}

export const tableColumnTypes = ['text', 'number', 'date'] as const;
export type TableColumnType = (typeof tableColumnTypes)[number];

/**
 * A column's natural order, the direction of the first press on its header
 * (the first-sort-click rule on the Sorting page): text A to Z, numbers
 * largest first, dates newest first.
 */
export function firstDirection(type: TableColumnType, ordered = false): TableSortDirection {
  // A column with its own order (a workflow such as Draft, Pending, Paid) starts at its first step.
  return type === 'text' || ordered ? 'ascending' : 'descending';
}

/** The sort after a press on `column`'s header: the same column reverses, another starts in its natural order. */
export function nextSort(
  current: TableSort | null | undefined,
  column: string,
  type: TableColumnType,
  ordered = false,
): TableSort {
  if (current?.column === column) {
    return {column, direction: current.direction === 'ascending' ? 'descending' : 'ascending'};
  }
  return {column, direction: firstDirection(type, ordered)};
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a valid `YYYY-MM-DD` string, otherwise null. */
export function isoDateToDay(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

/**
 * The value a cell sorts by, or null for an empty or unreadable value (always
 * sorted last). With `order`, a value sorts by its place in that list, and a
 * value missing from it counts as empty.
 */
export function sortKey(value: unknown, type: TableColumnType, order?: readonly string[]): string | number | null {
  // Cells sort by plain values; objects and other shapes count as empty.
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
  if (text === null || text === '') return null;
  if (order) {
    const index = order.indexOf(text);
    return index === -1 ? null : index;
  }
  if (type === 'number') {
    const number = typeof value === 'number' ? value : Number(text);
    return Number.isFinite(number) ? number : null;
  }
  if (type === 'date') return isoDateToDay(text);
  return text;
}

/** A comparer for one column: `collator` orders text the reader's way ("Émile" beside "Emil", "item 2" before "item 10"). */
export function compareValues(
  a: unknown,
  b: unknown,
  type: TableColumnType,
  collator: Intl.Collator,
  order?: readonly string[],
): number {
  const left = sortKey(a, type, order);
  const right = sortKey(b, type, order);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/**
 * The rows in `direction`, by the values `valueOf` reads. Stable: rows with
 * equal values keep the order they came in. Empty values go last in both
 * directions, so reversing a sort never brings blanks to the top.
 */
export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => unknown,
  type: TableColumnType,
  direction: TableSortDirection,
  collator: Intl.Collator,
  order?: readonly string[],
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({row, index, value: valueOf(row)}))
    .sort((a, b) => {
      const aEmpty = sortKey(a.value, type, order) === null;
      const bEmpty = sortKey(b.value, type, order) === null;
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return sign * compareValues(a.value, b.value, type, collator, order) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** The order of the rows a table shows, as row keys, and the sort it was made for. */
export interface RowOrder {
  sortedFor: string;
  keys: readonly string[];
}

/**
 * Rows keep their places until the next sort or until the table holds other
 * rows: an edited value does not move its row (the Table page's rule on
 * updates). `sortedFor` names the sort, its column's rules and the set of
 * row keys; while it is the previous order's, that order is returned as it
 * is, otherwise `sort()` makes a new one.
 */
export function keptOrder<T>(
  previous: RowOrder | null,
  sortedFor: string,
  sort: () => readonly T[],
  keyOf: (row: T) => string,
): RowOrder {
  if (previous?.sortedFor === sortedFor) return previous;
  return {sortedFor, keys: sort().map(keyOf)};
}

/** The rows in `order`, each as it is now; a row `order` lacks comes last, in the order given. */
export function inOrder<T>(rows: readonly T[], order: readonly string[], keyOf: (row: T) => string): T[] {
  const place = new Map(order.map((key, index) => [key, index]));
  return rows
    .map((row, index) => ({row, index, at: place.get(keyOf(row)) ?? order.length + index}))
    .sort((a, b) => a.at - b.at)
    .map(({row}) => row);
}

type SortPhraseKey = Extract<PlainKeysOf<typeof tableStrings>, `tableSort${string}`>;

const phrases: Record<TableColumnType, Record<TableSortDirection, SortPhraseKey>> = {
  text: {ascending: 'tableSortAToZ', descending: 'tableSortZToA'},
  number: {ascending: 'tableSortSmallestFirst', descending: 'tableSortLargestFirst'},
  date: {ascending: 'tableSortOldestFirst', descending: 'tableSortNewestFirst'},
};

/** The sentence the live region reads after a sort, in the reader's language: "Sorted by Submitted, newest first". */
export function describeSort(
  format: BuiStrings<KeysOf<typeof tableStrings>>['format'],
  columnLabel: string,
  type: TableColumnType,
  direction: TableSortDirection,
  ordered = false,
): string {
  const phrase = ordered
    ? direction === 'ascending'
      ? 'tableSortWorkflow'
      : 'tableSortWorkflowReverse'
    : phrases[type][direction];
  return format('tableSorted', {label: columnLabel, order: format(phrase)});
}

/**
 * A date cell as people read it in their locale, as DatePicker writes dates: "Mar 14, 2026" in en-US, "14 Mar 2026"
 * in en-GB, "14. März 2026" in de-DE (Intl writes the month names). Anything that is not a valid ISO date is
 * returned unchanged.
 */
export function formatIsoDate(value: string, locale: string): string {
  return displayDate(value, locale) ?? value;
}
