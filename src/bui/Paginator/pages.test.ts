import {describe, expect, it} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {clampPage, pageCount, pageForSize, pageSlots, rangeSummary} from './pages';

const {format} = stringsFor('en-US');

describe('pageSlots', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads 1 … 5 6 7 … 20 on page 6 of 20', () => {
    expect(pageSlots(6, 20)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 20]);
  });

  it('keeps seven slots near either end', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageSlots(5, 20)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('never shows more than seven slots, and always the current page', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const slots = pageSlots(page, count);
        expect(slots.length).toBeLessThanOrEqual(7);
        expect(slots).toContain(page);
        expect(slots[0]).toBe(1);
        expect(slots.at(-1)).toBe(count);
      }
    }
  });

  it('shows the last page for a page that no longer exists', () => {
    expect(pageSlots(14, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
    expect(clampPage(14, 12)).toBe(12);
    expect(clampPage(0, 12)).toBe(1);
  });
});

describe('pageCount and pageForSize', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(240, 25)).toBe(10);
    expect(pageCount(251, 25)).toBe(11);
    expect(pageCount(0, 25)).toBe(1);
  });

  it('keeps the first visible row: rows 51–75 at 25 become page 2 at 50', () => {
    expect(pageForSize(3, 25, 50)).toBe(2);
    expect(pageForSize(2, 50, 25)).toBe(3);
    expect(pageForSize(1, 25, 100)).toBe(1);
  });
});

describe('rangeSummary', () => {
  it('writes a range with an en dash and a total with separators', () => {
    expect(rangeSummary(2, 25, 240, format)).toBe('Showing 26–50 of 240');
    expect(rangeSummary(41, 25, 12480, format)).toBe('Showing 1,001–1,025 of 12,480');
    expect(rangeSummary(10, 25, 240, format)).toBe('Showing 226–240 of 240');
  });

  it('says "Showing 18 of 18" when one page holds everything, and "Page 3" without a total', () => {
    expect(rangeSummary(1, 25, 18, format)).toBe('Showing 18 of 18');
    expect(rangeSummary(3, 25, undefined, format)).toBe('Page 3');
  });

  it("uses the reader's words and number format", () => {
    expect(rangeSummary(41, 25, 12480, stringsFor('de-DE').format)).toBe('1.001–1.025 von 12.480');
  });
});
