import {afterEach, describe, expect, it, vi} from 'vitest';
import {expandedKeys, reportExpanded} from './expanded';

describe('expandedKeys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves an absent value to the accordion', () => {
    expect(expandedKeys('Accordion', undefined, false)).toBeUndefined();
  });

  it('turns null into no open item and one id into a set of one', () => {
    expect(expandedKeys('Accordion', null, false)).toEqual(new Set());
    expect(expandedKeys('Accordion', 'mileage', false)).toEqual(new Set(['mileage']));
    expect(expandedKeys('Accordion', 'mileage', true)).toEqual(new Set(['mileage']));
  });

  it('keeps every id of an array with multiple', () => {
    expect(expandedKeys('Accordion', ['gross', 'net'], true)).toEqual(new Set(['gross', 'net']));
  });

  it('warns and keeps the first id when a single accordion gets several', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(expandedKeys('Accordion', ['gross', 'deductions'], false)).toEqual(new Set(['gross']));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('opening "gross" only'));
  });
});

describe('reportExpanded', () => {
  it('reports one id or null without multiple, the array with it', () => {
    expect(reportExpanded(new Set(['a']), false)).toBe('a');
    expect(reportExpanded(new Set(), false)).toBeNull();
    expect(reportExpanded(new Set(['a', 'b']), true)).toEqual(['a', 'b']);
    expect(reportExpanded(new Set(), true)).toEqual([]);
  });
});
