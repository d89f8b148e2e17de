import {describe, expect, it} from 'vitest';
import {formatList} from './formatList';

describe('formatList', () => {
  it('joins a choice with each language’s own last word and commas', () => {
    expect(formatList('en-US', ['PDF', 'JPG', 'PNG'], 'or')).toBe('PDF, JPG, or PNG');
    expect(formatList('en-GB', ['PDF', 'JPG', 'PNG'], 'or')).toBe('PDF, JPG or PNG');
    expect(formatList('de-DE', ['PDF', 'JPG', 'PNG'], 'or')).toBe('PDF, JPG oder PNG');
    expect(formatList('nl-NL', ['PDF', 'Word'], 'or')).toBe('PDF of Word');
    expect(formatList('es-ES', ['PDF', 'Word'], 'or')).toBe('PDF o Word');
    expect(formatList('ar-AE', ['PDF', 'JPG', 'PNG'], 'or')).toBe('PDF أو JPG أو PNG');
  });

  it('joins items that all hold, and the parts of a quantity', () => {
    expect(formatList('en-US', ['Team: Finance', 'Year: 2026'], 'and')).toBe('Team: Finance and Year: 2026');
    expect(formatList('de-DE', ['Team: Finanzen', 'Jahr: 2026'], 'and')).toBe('Team: Finanzen und Jahr: 2026');
    expect(formatList('en-US', ['Used 18 days', 'Remaining 7 days'], 'unit')).toBe('Used 18 days, Remaining 7 days');
  });

  it('gives one item back as it is, and none as empty', () => {
    expect(formatList('en-US', ['PDF'], 'or')).toBe('PDF');
    expect(formatList('en-US', [], 'and')).toBe('');
  });
});
