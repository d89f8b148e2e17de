import {afterEach, describe, expect, it, vi} from 'vitest';
import {devWarn, oneOf} from './devWarn';

describe('devWarn and oneOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a supported value and says nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(oneOf('Badge', 'variant', 'info', ['neutral', 'info'] as const, 'neutral')).toBe('info');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back and names the prop, the value and the allowed values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(oneOf('Badge', 'variant', 'purple', ['neutral', 'info'] as const, 'neutral')).toBe('neutral');
    expect(warn).toHaveBeenCalledWith(
      '[BUI Badge] variant="purple" is not supported; use one of "neutral", "info". Showing "neutral".',
    );
  });

  it('prints each message once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    devWarn('Select', 'once only');
    devWarn('Select', 'once only');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
