import type {BuiStrings, KeysOf, PlainKeysOf} from './i18n';
import type {stepsStrings} from './steps.strings';
/**
 * The step model shared by Stepper and Wizard: from the ordered step ids, the
 * current one and what each step is known to be, it works out every step's
 * status, whether people may go to it, and the words screen readers hear.
 * Pure, so the rules live in one place and are unit-tested.
 */

/** What a step shows: done, being worked on, still ahead, or needing attention. */
export type StepStatus = 'complete' | 'current' | 'upcoming' | 'error';

/** A status a page may set on a step itself; the others follow from the step's position. */
export type StepStatusOverride = 'complete' | 'error';

export const stepStatusOverrides: readonly StepStatusOverride[] = ['complete', 'error'];

export interface StepInput {
  id: string;
  /** Set by the page (or the wizard): `complete` for a finished step ahead of the current one, `error` for one with problems. */
  status?: StepStatusOverride;
}

export interface StepOptions {
  /** Any step can be opened, not only completed ones. */
  nonLinear?: boolean;
  /** Nothing can be opened: a tracker of a process others move forward. */
  readOnly?: boolean;
}

export interface StepState {
  id: string;
  /** 0-based position. */
  index: number;
  status: StepStatus;
  /** This is the step people are on (`aria-current="step"`); its status may still be `error`. */
  current: boolean;
  /** People may go to this step from the stepper. Never true for the current step. */
  reachable: boolean;
}

/** The position of `current` among `ids`, or 0 when it is not one of them (a stepper always has a current step). */
export function currentIndex(ids: readonly string[], current: string | null | undefined): number {
  const index = current == null ? -1 : ids.indexOf(current);
  return index < 0 ? 0 : index;
}

/** Every step's status and reachability. */
export function resolveSteps(
  steps: readonly StepInput[],
  current: string | null | undefined,
  {nonLinear = false, readOnly = false}: StepOptions = {},
): StepState[] {
  const at = currentIndex(
    steps.map((step) => step.id),
    current,
  );
  return steps.map((step, index) => {
    const isCurrent = index === at;
    let status: StepStatus;
    if (step.status === 'error') status = 'error';
    else if (isCurrent) status = 'current';
    else if (index < at || step.status === 'complete') status = 'complete';
    else status = 'upcoming';
    // Linear: back to anything done (or marked wrong), never ahead to a step
    // not reached yet. Non-linear: anywhere.
    const reachable = !readOnly && !isCurrent && (nonLinear || status === 'complete' || status === 'error');
    return {id: step.id, index, status, current: isCurrent, reachable};
  });
}

const statusWords: Record<StepStatus, PlainKeysOf<typeof stepsStrings>> = {
  complete: 'stepComplete',
  current: 'stepCurrent',
  upcoming: 'stepUpcoming',
  error: 'stepError',
};

/**
 * The text screen readers hear for a step, such as "Step 2 of 5, Documents,
 * current": its position and state, so neither colour nor the icon is the only
 * signal. The current step with errors says both.
 */
export function stepAccessibleName(
  state: StepState,
  total: number,
  title: string,
  format: BuiStrings<KeysOf<typeof stepsStrings>>['format'],
): string {
  const status = format(state.current && state.status === 'error' ? 'stepCurrentError' : statusWords[state.status]);
  return format('stepName', {step: state.index + 1, total, title, status});
}

/** The id of the step after `current`, or null on the last step. */
export function nextStepId(ids: readonly string[], current: string | null | undefined): string | null {
  const index = currentIndex(ids, current);
  return index + 1 < ids.length ? ids[index + 1] : null;
}

/** The id of the step before `current`, or null on the first step. */
export function previousStepId(ids: readonly string[], current: string | null | undefined): string | null {
  const index = currentIndex(ids, current);
  return index > 0 ? ids[index - 1] : null;
}

/** Ids that appear more than once: each step needs its own id. */
export function duplicateIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return [...repeated];
}
