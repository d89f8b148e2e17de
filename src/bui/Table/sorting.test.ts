import {describe, expect, it} from 'vitest';
import {
  compareValues,
  describeSort,
  firstDirection,
  formatIsoDate,
  isoDateToDay,
  nextSort,
  sortRows,
  inOrder,
  keptOrder,
} from './sorting';
import {stringsFor} from '../internal/testing/i18n';

const en = stringsFor('en-US').format;

const collator = new Intl.Collator('en', {numeric: true, sensitivity: 'base'});

describe('first sort click', () => {
  it('follows the natural order: text A to Z, numbers and dates largest and newest first', () => {
    expect(firstDirection('text')).toBe('ascending');
    expect(firstDirection('number')).toBe('descending');
    expect(firstDirection('date')).toBe('descending');
  });

  it('reverses the same column and starts another column in its natural order', () => {
    expect(nextSort(null, 'from', 'date')).toEqual({column: 'from', direction: 'descending'});
    expect(nextSort({column: 'from', direction: 'descending'}, 'from', 'date')).toEqual({
      column: 'from',
      direction: 'ascending',
    });
    expect(nextSort({column: 'from', direction: 'ascending'}, 'from', 'date').direction).toBe('descending');
    expect(nextSort({column: 'from', direction: 'ascending'}, 'employee', 'text')).toEqual({
      column: 'employee',
      direction: 'ascending',
    });
  });
});

describe('compareValues', () => {
  it('orders text the reader’s way: accents beside their letter, numbers inside text by value', () => {
    const names = ['Zoë', 'émile', 'Emil', 'item 10', 'item 2'];
    expect([...names].sort((a, b) => compareValues(a, b, 'text', collator))).toEqual([
      'Emil',
      'émile',
      'item 2',
      'item 10',
      'Zoë',
    ]);
  });

  it('compares numbers by value, also when they arrive as strings', () => {
    expect(compareValues(9, 10, 'number', collator)).toBeLessThan(0);
    expect(compareValues('980.50', '1250', 'number', collator)).toBeLessThan(0);
  });

  it('compares ISO dates by day', () => {
    expect(compareValues('2026-03-09', '2026-03-14', 'date', collator)).toBeLessThan(0);
    expect(compareValues('2025-12-31', '2026-01-01', 'date', collator)).toBeLessThan(0);
  });

  it('rejects dates that do not exist', () => {
    expect(isoDateToDay('2026-02-30')).toBeNull();
    expect(isoDateToDay('14/03/2026')).toBeNull();
    expect(isoDateToDay('2026-03-14')).not.toBeNull();
  });
});

describe('sortRows', () => {
  const rows = [
    {id: 'a', days: 3},
    {id: 'b', days: null},
    {id: 'c', days: 10},
    {id: 'd', days: 3},
  ];

  it('sorts both ways, keeps equal rows in their order and puts empty values last', () => {
    const ids = (direction: 'ascending' | 'descending') =>
      sortRows(rows, (row) => row.days, 'number', direction, collator).map((row) => row.id);
    expect(ids('ascending')).toEqual(['a', 'd', 'c', 'b']);
    expect(ids('descending')).toEqual(['c', 'a', 'd', 'b']);
  });

  it('does not change the rows it was given', () => {
    sortRows(rows, (row) => row.days, 'number', 'descending', collator);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('a column with its own order', () => {
  const order = ['draft', 'pending', 'approved', 'paid'];
  const rows = [
    {id: 'a', status: 'paid'},
    {id: 'b', status: 'unknown'},
    {id: 'c', status: 'draft'},
    {id: 'd', status: 'approved'},
  ];

  it('sorts by the place in the list, starts at its first step and puts unlisted values last', () => {
    expect(firstDirection('text', true)).toBe('ascending');
    expect(nextSort(null, 'status', 'text', true).direction).toBe('ascending');
    const ids = (direction: 'ascending' | 'descending') =>
      sortRows(rows, (row) => row.status, 'text', direction, collator, order).map((row) => row.id);
    expect(ids('ascending')).toEqual(['c', 'd', 'a', 'b']);
    expect(ids('descending')).toEqual(['a', 'd', 'c', 'b']);
    expect(describeSort(en, 'Status', 'text', 'ascending', true)).toBe('Sorted by Status, in workflow order');
  });
});

describe('describeSort', () => {
  it('says the column and the order in words', () => {
    expect(describeSort(en, 'Submitted', 'date', 'descending')).toBe('Sorted by Submitted, newest first');
    expect(describeSort(en, 'Employee', 'text', 'ascending')).toBe('Sorted by Employee, A to Z');
    expect(describeSort(en, 'Days', 'number', 'ascending')).toBe('Sorted by Days, smallest first');
  });
});

describe('formatIsoDate', () => {
  it("writes dates in the reader's locale and leaves other text alone", () => {
    expect(formatIsoDate('2026-03-14', 'en-US')).toBe('Mar 14, 2026');
    expect(formatIsoDate('2026-03-14', 'en-GB')).toBe('14 Mar 2026');
    expect(formatIsoDate('2026-03-14', 'de-DE')).toBe('14. März 2026');
    expect(formatIsoDate('soon', 'en-US')).toBe('soon');
  });
});

describe('describeSort in other languages', () => {
  it("says the column and the order in the reader's language", () => {
    const {format} = stringsFor('de-DE');
    expect(describeSort(format, 'Eingereicht', 'date', 'descending')).toBe('Sortiert nach Eingereicht, neueste zuerst');
    expect(describeSort(format, 'Status', 'text', 'ascending', true)).toBe(
      'Sortiert nach Status, in Ablaufreihenfolge',
    );
  });
});

describe('rows keep their places until the next sort', () => {
  const keyOf = (row: {id: string}) => row.id;
  const rows = [
    {id: 'a', days: 3},
    {id: 'b', days: 1},
    {id: 'c', days: 2},
  ];
  const byDays = (list: typeof rows) => () => [...list].sort((x, y) => x.days - y.days);

  it('sorts when there is no order yet, or the sort it was made for has changed', () => {
    const first = keptOrder(null, 'days ascending', byDays(rows), keyOf);
    expect(first.keys).toEqual(['b', 'c', 'a']);
    expect(keptOrder(first, 'days descending', () => [...byDays(rows)()].reverse(), keyOf).keys).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('keeps the order, the same object, while the sort holds, so an edited row does not move', () => {
    const first = keptOrder(null, 'days ascending', byDays(rows), keyOf);
    const edited = rows.map((row) => (row.id === 'b' ? {...row, days: 9} : row));
    const kept = keptOrder(first, 'days ascending', byDays(edited), keyOf);
    expect(kept).toBe(first);
    expect(inOrder(edited, kept.keys, keyOf)).toEqual([
      {id: 'b', days: 9},
      {id: 'c', days: 2},
      {id: 'a', days: 3},
    ]);
  });

  it('shows each row as it is now, and a row the order lacks after the others', () => {
    expect(inOrder([{id: 'n'}, {id: 'a'}, {id: 'b'}], ['b', 'a'], keyOf)).toEqual([{id: 'b'}, {id: 'a'}, {id: 'n'}]);
  });
});
