import {describe, expect, it} from 'vitest';
import {currentIndex} from './currentItem';

const hrefs = ['/time', '/time-off', '/payroll', undefined, '/people'];

describe('currentIndex', () => {
  it('picks the longest matching path, not the first prefix', () => {
    expect(currentIndex(hrefs, '/time-off/approvals/1842')).toBe(1);
    expect(currentIndex(hrefs, '/time/week/12')).toBe(0);
    expect(currentIndex(hrefs, '/time')).toBe(0);
  });
  it('matches whole segments only and ignores query, hash and trailing slashes', () => {
    expect(currentIndex(hrefs, '/timesheets')).toBe(-1);
    expect(currentIndex(hrefs, '/payroll/?month=3#top')).toBe(2);
    expect(currentIndex(['https://example.com/people'], '/people/ana')).toBe(0);
  });
  it('lets "/" match only the home page, and nothing without a path', () => {
    expect(currentIndex(['/', '/people'], '/people')).toBe(1);
    expect(currentIndex(['/', '/people'], '/')).toBe(0);
    expect(currentIndex(hrefs, undefined)).toBe(-1);
  });
});
