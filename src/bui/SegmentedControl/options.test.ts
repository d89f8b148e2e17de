import {createElement, Fragment} from 'react';
import {describe, expect, it} from 'vitest';
import {optionsOf, resolveSelection, verticalArrowTarget} from './options';

const option = (value: string, disabled?: boolean) => createElement('span', {key: value, value, disabled});

describe('optionsOf', () => {
  it('reads value and disabled from option elements and skips anything else', () => {
    const children = [option('day'), 'text', null, option('week', true), createElement('span', {key: 'x'})];
    expect(optionsOf(children)).toEqual([
      {value: 'day', disabled: false},
      {value: 'week', disabled: true},
    ]);
  });

  it('does not look inside fragments (react-aria would not render their options as segments either)', () => {
    expect(optionsOf(createElement(Fragment, null, option('a')))).toEqual([]);
  });
});

describe('resolveSelection', () => {
  const options = [
    {value: 'day', disabled: true},
    {value: 'week', disabled: false},
    {value: 'month', disabled: false},
  ];

  it('keeps a value that is among the options, even a disabled one', () => {
    expect(resolveSelection('month', options)).toEqual({value: 'month'});
    expect(resolveSelection('day', options)).toEqual({value: 'day'});
  });

  it('selects the first enabled option when nothing was asked for, without a warning', () => {
    expect(resolveSelection(undefined, options)).toEqual({value: 'week'});
  });

  it('falls back to the first enabled option and explains an unknown value', () => {
    const {value, problem} = resolveSelection('year', options);
    expect(value).toBe('week');
    expect(problem).toBe('value="year" is not among the options ("day", "week", "month"). Showing "week".');
  });

  it('copes with no options at all', () => {
    expect(resolveSelection('year', [])).toEqual({
      value: undefined,
      problem: 'value="year" is not among the options (). Showing nothing.',
    });
  });
});

describe('verticalArrowTarget', () => {
  it('moves up and down one option and stops at the ends', () => {
    expect(verticalArrowTarget('ArrowDown', 0, 3)).toBe(1);
    expect(verticalArrowTarget('ArrowDown', 2, 3)).toBeNull();
    expect(verticalArrowTarget('ArrowUp', 1, 3)).toBe(0);
    expect(verticalArrowTarget('ArrowUp', 0, 3)).toBeNull();
  });

  it('ignores other keys and focus outside the options', () => {
    expect(verticalArrowTarget('ArrowLeft', 1, 3)).toBeNull();
    expect(verticalArrowTarget('ArrowDown', -1, 3)).toBeNull();
  });
});
