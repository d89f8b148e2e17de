import {describe, expect, it} from 'vitest';
import {stringsFor} from './testing/i18n';
import {
  currentIndex,
  duplicateIds,
  nextStepId,
  previousStepId,
  resolveSteps,
  stepAccessibleName,
  type StepInput,
} from './steps';

const {format} = stringsFor('en-US');

const ids = ['details', 'partner', 'documents', 'review'];
const plain: StepInput[] = ids.map((id) => ({id}));
const summary = (steps: ReturnType<typeof resolveSteps>) =>
  steps.map((step) => `${step.id}:${step.status}${step.current ? '*' : ''}${step.reachable ? '+' : ''}`);

describe('resolveSteps', () => {
  it('linear: steps before the current one are complete and reachable, later ones upcoming and not', () => {
    expect(summary(resolveSteps(plain, 'documents'))).toEqual([
      'details:complete+',
      'partner:complete+',
      'documents:current*',
      'review:upcoming',
    ]);
  });

  it('an unknown or missing current step falls back to the first', () => {
    expect(currentIndex(ids, 'nope')).toBe(0);
    expect(currentIndex(ids, null)).toBe(0);
    expect(summary(resolveSteps(plain, undefined))[0]).toBe('details:current*');
  });

  it('a later step marked complete (reached before going back) stays complete and reachable', () => {
    const steps = plain.map((step) => (step.id === 'documents' ? {...step, status: 'complete' as const} : step));
    expect(summary(resolveSteps(steps, 'details'))).toEqual([
      'details:current*',
      'partner:upcoming',
      'documents:complete+',
      'review:upcoming',
    ]);
  });

  it('an error step is reachable wherever it is; the current step with an error keeps aria-current', () => {
    const steps = plain.map((step) => (step.id !== 'details' ? {...step, status: 'error' as const} : step));
    expect(summary(resolveSteps(steps, 'partner'))).toEqual([
      'details:complete+',
      'partner:error*',
      'documents:error+',
      'review:error+',
    ]);
  });

  it('nonLinear makes every other step reachable; readOnly makes none reachable', () => {
    expect(resolveSteps(plain, 'partner', {nonLinear: true}).map((s) => s.reachable)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(resolveSteps(plain, 'review', {readOnly: true}).some((s) => s.reachable)).toBe(false);
  });
});

describe('stepAccessibleName', () => {
  it('says position, title and state', () => {
    const [first, second, third] = resolveSteps(plain, 'partner');
    expect(stepAccessibleName(first, 4, 'Leave details', format)).toBe('Step 1 of 4, Leave details, completed');
    expect(stepAccessibleName(second, 4, 'Partner', format)).toBe('Step 2 of 4, Partner, current');
    expect(stepAccessibleName(third, 4, 'Documents', format)).toBe('Step 3 of 4, Documents, not started');
  });

  it('names errors, also on the current step', () => {
    const steps = resolveSteps(
      [
        {id: 'a', status: 'error'},
        {id: 'b', status: 'error'},
      ],
      'a',
    );
    expect(stepAccessibleName(steps[0], 2, 'A', format)).toBe('Step 1 of 2, A, current, has errors');
    expect(stepAccessibleName(steps[1], 2, 'B', format)).toBe('Step 2 of 2, B, has errors');
  });
});

describe('moving', () => {
  it('finds the next and previous ids, null at either end', () => {
    expect(nextStepId(ids, 'details')).toBe('partner');
    expect(nextStepId(ids, 'review')).toBeNull();
    expect(previousStepId(ids, 'partner')).toBe('details');
    expect(previousStepId(ids, 'details')).toBeNull();
  });

  it('reports repeated ids', () => {
    expect(duplicateIds(['a', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b']);
    expect(duplicateIds(ids)).toEqual([]);
  });
});
