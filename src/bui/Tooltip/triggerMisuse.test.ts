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

  it('refuses a disabled native element, which takes neither focus nor hover', () => {
    expect(triggerMisuse(createElement('button', {disabled: true}))).toMatch(/disabled element cannot take focus/);
  });

  it('accepts a disabled BUI Button, which stays focusable with aria-disabled', () => {
    const Button = (props: {disabled?: boolean; children?: string}) => createElement('button', null, props.children);
    expect(triggerMisuse(createElement(Button, {disabled: true}, 'Request payment'))).toBeNull();
  });

  it('refuses an icon-only button, which makes its own tooltip', () => {
    expect(triggerMisuse(createElement('button', {iconOnly: true, label: 'Delete'}))).toMatch(/iconOnly/);
  });
});
