import {describe, expect, it} from 'vitest';
import {hasError} from './hasError';

describe('hasError', () => {
  it('counts a message with text', () => {
    expect(hasError('Enter your work email')).toBe(true);
  });

  it('ignores a missing, empty or blank message', () => {
    expect(hasError(undefined)).toBe(false);
    expect(hasError('')).toBe(false);
    expect(hasError('   ')).toBe(false);
  });
});
