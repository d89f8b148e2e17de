/**
 * The arithmetic behind a field's character counter (Input field and Textarea
 * `maxLength`). A "character" is what people see: an emoji or an accented
 * letter built from several code points counts once, so the counter and the
 * limit agree with the reader, not with UTF-16.
 */

import type {BuiStrings, KeysOf} from '../i18n';
import type {fieldStrings} from './Field.strings';

/** The counter shows once this share of the limit is used. */
export const COUNTER_VISIBLE_FROM = 0.8;

/** Screen readers hear how many characters are left only from this many on. */
export const ANNOUNCE_REMAINING_AT = 10;

/** How long typing must pause before the remaining count is announced. */
export const ANNOUNCE_DELAY_MS = 1000;

let segmenter: Intl.Segmenter | null = null;

function graphemes(text: string): string[] {
  // Intl.Segmenter is in every browser BUI supports; code points are the
  // closest fallback for runtimes without it.
  if (!('Segmenter' in Intl)) return Array.from(text);
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The number of characters people see in `text`. */
export function countCharacters(text: string): number {
  return graphemes(text).length;
}

/** `text` cut to at most `max` visible characters (never inside an emoji). */
export function truncateToCharacters(text: string, max: number): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join('');
}

export interface CounterState {
  /** Characters still allowed; 0 at the limit. */
  remaining: number;
  /** The visible counter is shown (from 80 % of the limit). */
  visible: boolean;
  /** The limit is reached. */
  atLimit: boolean;
  /** The counter's text, "412/500". */
  text: string;
  /** What a screen reader hears, or `null` while there is nothing worth saying. */
  announcement: string | null;
}

/** The counter in the reader's locale: its digits and its words come from `strings`. */
export function counterState(
  count: number,
  max: number,
  strings: BuiStrings<KeysOf<typeof fieldStrings>>,
): CounterState {
  const remaining = Math.max(0, max - count);
  const number = new Intl.NumberFormat(strings.locale);
  return {
    remaining,
    visible: count >= Math.ceil(max * COUNTER_VISIBLE_FROM),
    atLimit: remaining === 0,
    text: `${number.format(count)}/${number.format(max)}`,
    announcement: remaining <= ANNOUNCE_REMAINING_AT ? remainingMessage(remaining, strings) : null,
  };
}

/** "8 characters left", "1 character left", "No characters left" (en-US). */
export function remainingMessage(remaining: number, {format}: BuiStrings<KeysOf<typeof fieldStrings>>): string {
  return format('characterCountLeft', {count: remaining});
}

export interface LimitedChange {
  /** The value to keep: the new text, cut at the limit if it ran over. */
  value: string;
  /** More than one character was cut: a paste or a drop, worth telling people about. */
  shortened: boolean;
}

/**
 * Applies `max` to a change from `previous` to `next`. One typed character at
 * the limit is simply refused ("typing stops at the limit"); a longer insertion
 * that runs over is cut at the limit and flagged so the field can say so.
 */
export function limitChange(previous: string, next: string, max: number | undefined): LimitedChange {
  if (max === undefined) return {value: next, shortened: false};
  const nextCount = countCharacters(next);
  if (nextCount <= max) return {value: next, shortened: false};
  const inserted = nextCount - countCharacters(previous);
  return {value: truncateToCharacters(next, max), shortened: inserted > 1};
}

/** Said when pasted text was longer than the limit and got cut. */
export function shortenedMessage(max: number, {format}: BuiStrings<KeysOf<typeof fieldStrings>>): string {
  return format('characterCountShortened', {count: max});
}
