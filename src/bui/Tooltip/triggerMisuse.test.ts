import {createElement} from 'react';
import {describe, expect, it} from 'vitest';
import {triggerMisuse} from './triggerMisuse';

describe('triggerMisuse', () => {
  it('accepts one enabled control', () => {
    expect(triggerMisuse(createElement('button', {type: 'button'}, 'Export'))).toBeNull();
    expect(triggerMisuse(createElement('a', {href: '/x', disabled: false}, 'Open'))).toBeNull();
  });

  it('refuses text and lists of children, which cannot take focus as one trigger', () => {
    expect(triggerMisuse('Accrued hours')).toMatch(/one focusable control/);
    expect(triggerMisuse([createElement('button', {key: 1}), createElement('button', {key: 2})])).toMatch(
      /one focusable control/,
    );
    expect(triggerMisuse(undefined)).toMatch(/one focusable control/);
  });

  it('refuses a disabled control', () => {
    expect(triggerMisuse(createElement('button', {disabled: true}))).toMatch(/disabled control cannot take focus/);
  });

  it('refuses an icon-only button, which makes its own tooltip', () => {
    expect(triggerMisuse(createElement('button', {iconOnly: true, label: 'Delete'}))).toMatch(/iconOnly/);
  });
});
