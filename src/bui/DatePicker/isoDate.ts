import {CalendarDate, DateFormatter, Time} from '@internationalized/date';
import type {BuiStrings, KeysOf} from '../internal/i18n';
import type {datePickerStrings} from './DatePicker.strings';

/**
 * The conversions between BUI's public values (ISO strings: dates
 * `YYYY-MM-DD`, times `HH:mm`) and the objects react-aria's date and time
 * fields work with. Pure and strict: a string that is not a real date or time
 * gives `null`, never an exception, so a bad prop can only empty the field.
 *
 * It lives with the date picker, not in `src/bui/internal`, because it imports
 * `@internationalized/date`, which must load only on pages that show a date or
 * time field.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^(\d{2}):(\d{2})$/;

/** `'2026-03-14'` → a CalendarDate; `null` for anything that is not a real calendar date. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, day);
  // CalendarDate clamps 31 Feb to 28 Feb: a clamped date was not a real one.
  return date.day === day && date.month === month ? date : null;
}

/** A CalendarDate (or any date value with year, month and day) → `'2026-03-14'`. */
export function formatIsoDate(date: {year: number; month: number; day: number}): string {
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** `'09:30'` → a Time; `null` unless it is a 24-hour time from 00:00 to 23:59. */
export function parseIsoTime(value: string | null | undefined): Time | null {
  if (typeof value !== 'string') return null;
  const match = ISO_TIME.exec(value);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return new Time(hour, minute);
}

/** A Time (or anything with hour and minute) → `'09:30'`. */
export function formatIsoTime(time: {hour: number; minute: number}): string {
  return `${pad(time.hour)}:${pad(time.minute)}`;
}

const displayFormats = new Map<string, DateFormatter>();

/** One DateFormatter per locale: the day, the short month name and the year, in the locale's order. */
function displayFormat(locale: string): DateFormatter {
  let format = displayFormats.get(locale);
  if (!format) {
    format = new DateFormatter(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    displayFormats.set(locale, format);
  }
  return format;
}

/**
 * A date as people read it in their locale: `'2026-03-14'` is "14 Mar 2026" in
 * `en-GB`, "Mar 14, 2026" in `en-US` and "14. März 2026" in `de-DE`; `null`
 * for an invalid date. Intl writes the month names, so every locale gets its own.
 */
export function displayDate(value: string, locale: string): string | null {
  const date = parseIsoDate(value);
  return date ? displayFormat(locale).format(date.toDate('UTC')) : null;
}

/**
 * A range in the reader's locale, with the parts both ends share written once:
 * "14–18 Mar 2026" in `en-GB`, "Mar 14 – 18, 2026" in `en-US`; one date when
 * both ends are the same day; `null` if either end is invalid.
 */
export function displayRange(start: string, end: string, locale: string): string | null {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) return null;
  if (from.compare(to) === 0) return displayDate(start, locale);
  return displayFormat(locale).formatRange(from.toDate('UTC'), to.toDate('UTC'));
}

/**
 * An ISO date as the date field shows it once typed, in the locale's own
 * order and marks: `'2026-03-14'` is "3/14/2026" in `en-US`, "14/03/2026" in
 * `en-GB` and "14-3-2026" in `nl-NL`. The options are react-aria's for a date
 * field of day granularity (numeric day, month and year, in UTC), so a format
 * example shown this way is one the segments take. `null` for an invalid date.
 */
export function typedDate(value: string, locale: string): string | null {
  const date = parseIsoDate(value);
  if (!date) return null;
  return new DateFormatter(locale, {year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC'}).format(
    date.toDate('UTC'),
  );
}

/** Days from `start` to `end`, both counted: 14 to 18 Mar is 5. */
export function daysInRange(start: string, end: string): number | null {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) return null;
  return to.compare(from) + 1;
}

/**
 * The `unavailableDates` prop (a list of ISO dates or a function of one) as
 * the test react-aria's `isDateUnavailable` expects.
 */
export function unavailableTest(
  unavailable: readonly string[] | ((date: string) => boolean) | undefined,
): ((date: {year: number; month: number; day: number}) => boolean) | undefined {
  if (unavailable === undefined) return undefined;
  if (typeof unavailable === 'function') return (date) => unavailable(formatIsoDate(date));
  const set = new Set(unavailable);
  return (date) => set.has(formatIsoDate(date));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The message for a date outside `min`/`max`, naming the limit as the reader
 * writes dates ("Choose a date on or after 1 Apr 2026" in `en-GB`); `null`
 * when it is inside or a limit is not a valid date.
 */
export function limitError(
  value: string,
  min: string | undefined,
  max: string | undefined,
  strings: BuiStrings<KeysOf<typeof datePickerStrings>>,
): string | null {
  const date = parseIsoDate(value);
  if (!date) return null;
  const low = parseIsoDate(min);
  const high = parseIsoDate(max);
  const shown = (limit: CalendarDate) => displayDate(formatIsoDate(limit), strings.locale) ?? '';
  if (low && high && (date.compare(low) < 0 || date.compare(high) > 0)) {
    return strings.format('dateBetween', {from: shown(low), to: shown(high)});
  }
  if (low && date.compare(low) < 0) return strings.format('dateOnOrAfter', {date: shown(low)});
  if (high && date.compare(high) > 0) return strings.format('dateOnOrBefore', {date: shown(high)});
  return null;
}
