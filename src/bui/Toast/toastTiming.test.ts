import {describe, expect, it} from 'vitest';
import {TOAST_ACTION_TIMEOUT_MS, toastTimeout} from './toastTiming';

describe('toastTimeout', () => {
  it('closes info and success after 5 s', () => {
    expect(toastTimeout('info', false)).toBe(5000);
    expect(toastTimeout('success', false)).toBe(5000);
  });

  it('gives any toast with an action the undo window of at least 8 s', () => {
    expect(TOAST_ACTION_TIMEOUT_MS).toBeGreaterThanOrEqual(8000);
    expect(toastTimeout('success', true)).toBe(TOAST_ACTION_TIMEOUT_MS);
    expect(toastTimeout('info', true)).toBe(TOAST_ACTION_TIMEOUT_MS);
  });

  it('never closes warning and danger by itself', () => {
    expect(toastTimeout('warning', false)).toBeUndefined();
    expect(toastTimeout('danger', true)).toBeUndefined();
  });
});
