/**
 * What a wizard step's `validate` may return, and how the wizard reads it.
 * Pure, so the rules are unit-tested.
 */

import type {BuiStrings, KeysOf} from '../internal/i18n';
import type {wizardStrings} from './Wizard.strings';

/** Error messages by the `id` of the field they belong to, such as `{'leave-start': 'Enter the first day of leave'}`. */
export type WizardErrors = Record<string, string>;

/**
 * A step's verdict: `null`, `undefined`, `true` or an empty object when it
 * passes; otherwise the messages by field id, or one message for the whole
 * step (a string).
 */
export type WizardValidation = WizardErrors | string | true | null | undefined;

/** The key under which a step-wide message (a string from `validate`) is kept: it links to no field. */
export const STEP_ERROR = '';

/** The verdict as a map of field id to message; empty when the step passes. */
export function normaliseValidation(result: WizardValidation): WizardErrors {
  if (result === null || result === undefined || result === true) return {};
  if (typeof result === 'string') return result.trim() === '' ? {} : {[STEP_ERROR]: result};
  const errors: WizardErrors = {};
  for (const [field, message] of Object.entries(result)) {
    if (typeof message === 'string' && message.trim() !== '') errors[field] = message;
  }
  return errors;
}

/** The error summary's title: "Fix 1 error to continue", "Fix 2 errors to continue". */
export function summaryTitle(
  count: number,
  finishing: boolean,
  format: BuiStrings<KeysOf<typeof wizardStrings>>['format'],
): string {
  return format(finishing ? 'wizardFixToFinish' : 'wizardFixToContinue', {count});
}

/**
 * Where focus goes after a failed "Continue", by the forms rule: the error
 * summary, except in a step with a single field, where it goes to that field
 * (when its error names it).
 */
export function failedSubmitFocus(
  errors: WizardErrors,
  fieldCount: number,
): {kind: 'field'; id: string} | {kind: 'summary'} {
  const fields = Object.keys(errors);
  if (fieldCount === 1 && fields.length === 1 && fields[0] !== STEP_ERROR) return {kind: 'field', id: fields[0]};
  return {kind: 'summary'};
}
