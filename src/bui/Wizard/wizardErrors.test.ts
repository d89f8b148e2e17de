import {describe, expect, it} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {failedSubmitFocus, normaliseValidation, STEP_ERROR, summaryTitle} from './wizardErrors';

const {format} = stringsFor('en-US');

describe('normaliseValidation', () => {
  it('treats null, undefined, true, an empty string and an empty object as a pass', () => {
    for (const pass of [null, undefined, true, '', '  ', {}] as const) expect(normaliseValidation(pass)).toEqual({});
  });

  it('keeps a string as one step-wide error and drops empty messages from a map', () => {
    expect(normaliseValidation('Choose at least one day')).toEqual({[STEP_ERROR]: 'Choose at least one day'});
    expect(normaliseValidation({start: 'Enter the first day', end: '', note: ' '})).toEqual({
      start: 'Enter the first day',
    });
  });
});

describe('summaryTitle', () => {
  it('counts the errors and names the action', () => {
    expect(summaryTitle(1, false, format)).toBe('Fix 1 error to continue');
    expect(summaryTitle(2, false, format)).toBe('Fix 2 errors to continue');
    expect(summaryTitle(3, true, format)).toBe('Fix 3 errors to submit');
  });
});

describe('failedSubmitFocus', () => {
  it('focuses the only field of a single-field step', () => {
    expect(failedSubmitFocus({reason: 'Enter a reason'}, 1)).toEqual({kind: 'field', id: 'reason'});
  });

  it('focuses the summary when the step has several fields, even with one error', () => {
    expect(failedSubmitFocus({start: 'Enter the first day'}, 3)).toEqual({kind: 'summary'});
    expect(failedSubmitFocus({start: 'a', end: 'b'}, 2)).toEqual({kind: 'summary'});
  });

  it('focuses the summary for a step-wide message, which has no field', () => {
    expect(failedSubmitFocus({[STEP_ERROR]: 'Choose at least one day'}, 1)).toEqual({kind: 'summary'});
  });
});
