import {afterEach, describe, expect, it, vi} from 'vitest';
import {devWarn, forgetWarnings, oneOf, warnRenamedValue} from './devWarn';

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

  it('prints a message again once forgotten, as on a fresh page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    devWarn('Select', 'once per page');
    forgetWarnings();
    devWarn('Select', 'once per page');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('warnRenamedValue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns the old name into the new one and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const variant = 'default' as 'default' | 'neutral' | 'danger';
    expect(warnRenamedValue('Modal', 'variant', variant, 'default', 'neutral')).toBe('neutral');
    expect(warnRenamedValue('Modal', 'variant', variant, 'default', 'neutral')).toBe('neutral');
    expect(warn.mock.calls).toEqual([
      ['[BUI Modal] variant="default" is renamed variant="neutral"; "default" still works in 1.x.'],
    ]);
  });

  it('keeps any other value, and no value, and says nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const given: ReadonlyArray<'default' | 'danger'> = ['danger'];
    expect(warnRenamedValue('Modal', 'variant', given[0], 'default', 'neutral')).toBe('danger');
    expect(warnRenamedValue('Modal', 'variant', undefined, 'default', 'neutral')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
