import {describe, expect, it} from 'vitest';
import {absenceRequests, expenseClaims, formatEuros, requestStatusLabel} from './requests';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === value;
}

describe('request fixtures', () => {
  it('give every row a unique id, so selection can be kept by id', () => {
    const ids = [...absenceRequests, ...expenseClaims].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use real ISO dates, with each absence ending on or after it starts', () => {
    for (const row of absenceRequests) {
      expect(isRealDate(row.from) && isRealDate(row.to) && isRealDate(row.submitted)).toBe(true);
      expect(row.from <= row.to).toBe(true);
      expect(row.days).toBeGreaterThan(0);
    }
    for (const row of expenseClaims) expect(isRealDate(row.submitted)).toBe(true);
  });

  it('keep amounts to whole cents', () => {
    for (const row of expenseClaims) expect(Math.round(row.amount * 100) / 100).toBe(row.amount);
  });

  it('write statuses and amounts as the pages do', () => {
    expect(requestStatusLabel('pending')).toBe('Pending');
    expect(formatEuros(1250)).toBe('€1,250.00');
    expect(formatEuros(980.5)).toBe('€980.50');
  });
});
