import {CalendarDate, Time} from '@internationalized/date';
import {describe, expect, it} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {
  daysInRange,
  displayDate,
  displayRange,
  formatIsoDate,
  formatIsoTime,
  limitError,
  parseIsoDate,
  parseIsoTime,
  typedDate,
  unavailableTest,
} from './isoDate';

describe('parseIsoDate', () => {
  it('reads a real calendar date', () => {
    expect(parseIsoDate('2026-03-14')?.toString()).toBe('2026-03-14');
    expect(parseIsoDate('2028-02-29')?.toString()).toBe('2028-02-29');
  });

  it('gives null for dates that do not exist or are not YYYY-MM-DD', () => {
    for (const bad of [
      '2026-02-29',
      '2026-02-31',
      '2026-13-01',
      '2026-00-10',
      '2026-3-14',
      '14/03/2026',
      '',
      '2026-03-14T00:00',
    ]) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });
});

describe('formatIsoDate', () => {
  it('pads month, day and year', () => {
    expect(formatIsoDate(new CalendarDate(2026, 3, 4))).toBe('2026-03-04');
    expect(formatIsoDate({year: 999, month: 12, day: 31})).toBe('0999-12-31');
  });

  it('round-trips with parseIsoDate', () => {
    expect(formatIsoDate(parseIsoDate('2026-11-24') as CalendarDate)).toBe('2026-11-24');
  });
});

describe('times', () => {
  it('reads HH:mm from 00:00 to 23:59 and nothing else', () => {
    expect(parseIsoTime('09:30')?.toString()).toBe('09:30:00');
    expect(parseIsoTime('00:00')?.hour).toBe(0);
    for (const bad of ['24:00', '9:30', '09:60', '09:30:00', '930', '']) expect(parseIsoTime(bad), bad).toBeNull();
  });

  it('formats with two-digit hours', () => {
    expect(formatIsoTime(new Time(6, 5))).toBe('06:05');
  });
});

describe('display formats', () => {
  it("writes one date in the reader's locale, with Intl's month names", () => {
    expect(displayDate('2026-03-14', 'en-GB')).toBe('14 Mar 2026');
    expect(displayDate('2026-03-14', 'en-US')).toBe('Mar 14, 2026');
    expect(displayDate('2026-03-14', 'de-DE')).toBe('14. März 2026');
    expect(displayDate('2026-03-14', 'ar-AE')).toContain('مارس');
    expect(displayDate('2026-03-32', 'en-GB')).toBeNull();
  });

  it('writes the parts both ends of a range share once', () => {
    expect(displayRange('2026-03-14', '2026-03-18', 'nl-NL')).toBe('14–18 mrt 2026');
    expect(displayRange('2026-02-28', '2026-03-03', 'en-GB')).toMatch(/^28 Feb\s?–\s?3 Mar 2026$/);
    expect(displayRange('2025-12-30', '2026-01-02', 'en-GB')).toMatch(/^30 Dec 2025\s?–\s?2 Jan 2026$/);
    expect(displayRange('2026-03-14', '2026-03-14', 'en-GB')).toBe('14 Mar 2026');
    expect(displayRange('2026-03-14', 'soon', 'en-GB')).toBeNull();
  });

  it('counts both ends of a range', () => {
    expect(daysInRange('2026-03-14', '2026-03-18')).toBe(5);
    expect(daysInRange('2026-02-28', '2026-03-01')).toBe(2);
    expect(daysInRange('x', '2026-03-01')).toBeNull();
  });
});

describe('unavailableTest', () => {
  const day = new CalendarDate(2026, 12, 25);

  it('accepts a list of ISO dates', () => {
    const test = unavailableTest(['2026-12-25']);
    expect(test?.(day)).toBe(true);
    expect(test?.(day.add({days: 1}))).toBe(false);
  });

  it('passes ISO strings to a function', () => {
    const seen: string[] = [];
    unavailableTest((iso) => {
      seen.push(iso);
      return false;
    })?.(day);
    expect(seen).toEqual(['2026-12-25']);
  });

  it('is undefined without the prop', () => {
    expect(unavailableTest(undefined)).toBeUndefined();
  });
});

describe('limitError', () => {
  const en = stringsFor('en-GB');

  it('names the limit a date breaks, as the reader writes dates', () => {
    expect(limitError('2026-03-31', '2026-04-01', undefined, en)).toBe('Choose a date on or after 1 Apr 2026');
    expect(limitError('2027-01-01', undefined, '2026-12-31', en)).toBe('Choose a date on or before 31 Dec 2026');
    expect(limitError('2027-01-01', '2026-01-01', '2026-12-31', en)).toBe(
      'Choose a date from 1 Jan 2026 to 31 Dec 2026',
    );
    expect(limitError('2026-03-31', '2026-04-01', undefined, stringsFor('en-US'))).toBe(
      'Choose a date on or after Apr 1, 2026',
    );
  });

  it('is null inside the limits, on the limits, and without valid limits', () => {
    expect(limitError('2026-04-01', '2026-04-01', '2026-04-01', en)).toBeNull();
    expect(limitError('2026-04-01', 'April', undefined, en)).toBeNull();
    expect(limitError('nope', '2026-04-01', undefined, en)).toBeNull();
  });
});

describe('typedDate', () => {
  it('writes a date in the order and marks of the locale, as the field shows it once typed', () => {
    expect(typedDate('2026-03-14', 'en-US')).toBe('3/14/2026');
    expect(typedDate('2026-03-14', 'en-GB')).toBe('14/03/2026');
    expect(typedDate('2026-03-14', 'nl-NL')).toBe('14-3-2026');
    expect(typedDate('2026-03-14', 'de-DE')).toBe('14.3.2026');
  });

  it('is the same day wherever it runs: the date is formatted in UTC', () => {
    expect(typedDate('2026-01-01', 'en-GB')).toBe('01/01/2026');
    expect(typedDate('2026-12-31', 'en-US')).toBe('12/31/2026');
  });

  it('gives null for an invalid date', () => {
    expect(typedDate('14 Mar 2026', 'en-US')).toBeNull();
    expect(typedDate('2026-02-30', 'en-US')).toBeNull();
  });
});
