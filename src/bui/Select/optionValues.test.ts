import {createElement, Fragment} from 'react';
import {describe, expect, it} from 'vitest';
import {optionValues, unknownValues} from './optionValues';

function Option(props: {value: string; children?: string}) {
  return props.children ?? null;
}

describe('optionValues', () => {
  it('reads option values from children, arrays and fragments', () => {
    const children = [
      createElement(Option, {key: 'a', value: 'paid'}, 'Paid leave'),
      [createElement(Option, {key: 'b', value: 'unpaid'}, 'Unpaid leave')],
      createElement(Fragment, {key: 'c'}, createElement(Option, {value: 'study'}, 'Study leave')),
      'stray text',
      null,
    ];
    expect(optionValues(children)).toEqual(['paid', 'unpaid', 'study']);
  });
});

describe('unknownValues', () => {
  const known = ['paid', 'unpaid'];

  it('finds nothing to warn about for no value or a known one', () => {
    expect(unknownValues(null, known)).toEqual([]);
    expect(unknownValues(undefined, known)).toEqual([]);
    expect(unknownValues('paid', known)).toEqual([]);
  });

  it('lists values that match no option', () => {
    expect(unknownValues('marketing', known)).toEqual(['marketing']);
    expect(unknownValues(['paid', 'sales', 'hr'], known)).toEqual(['sales', 'hr']);
  });
});
