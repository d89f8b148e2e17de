import {CalendarDate, DateFormatter, Time} from '@internationalized/date';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The display format of the vocabulary page: `'2026-03-14'` → "14 Mar 2026";
 * `null` for an invalid date. Built by hand rather than with Intl so it is the
 * same in every locale and on the server, as the format rule asks.
 */
export function displayDate(value: string): string | null {
  const date = parseIsoDate(value);
  return date ? `${date.day} ${MONTHS[date.month - 1]} ${date.year}` : null;
}

/**
 * A range in the display format: "14–18 Mar 2026" (en dash, no spaces) inside
 * one month, "28 Feb – 3 Mar 2026" across months, "30 Dec 2025 – 2 Jan 2026"
 * across years, "14 Mar 2026" for one day; `null` if either end is invalid.
 */
export function displayRange(start: string, end: string): string | null {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) return null;
  if (from.compare(to) === 0) return displayDate(start);
  if (from.year !== to.year) return `${displayDate(start)} – ${displayDate(end)}`;
  if (from.month !== to.month) return `${from.day} ${MONTHS[from.month - 1]} – ${displayDate(end)}`;
  return `${from.day}–${to.day} ${MONTHS[to.month - 1]} ${to.year}`;
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
 * The message for a date outside `min`/`max`, naming the limit in the display
 * format ("Choose a date on or after 1 Apr 2026"); `null` when it is inside or
 * a limit is not a valid date.
 */
export function limitError(value: string, min?: string, max?: string): string | null {
  const date = parseIsoDate(value);
  if (!date) return null;
  const low = parseIsoDate(min);
  const high = parseIsoDate(max);
  if (low && high && (date.compare(low) < 0 || date.compare(high) > 0)) {
    return `Choose a date from ${displayDate(formatIsoDate(low))} to ${displayDate(formatIsoDate(high))}`;
  }
  if (low && date.compare(low) < 0) return `Choose a date on or after ${displayDate(formatIsoDate(low))}`;
  if (high && date.compare(high) > 0) return `Choose a date on or before ${displayDate(formatIsoDate(high))}`;
  return null;
}
