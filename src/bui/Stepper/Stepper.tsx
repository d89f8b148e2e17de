import {forwardRef, useEffect, useId, useRef, useState, type ReactNode, type Ref} from 'react';
import {Button, VisuallyHidden} from 'react-aria-components';
import {Icon} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {stepsStrings} from '../internal/steps.strings';
import {partsOf} from '../internal/parts';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {
  duplicateIds,
  resolveSteps,
  stepAccessibleName,
  stepStatusOverrides,
  type StepState,
  type StepStatusOverride,
} from '../internal/steps';
import styles from './Stepper.module.css';

export const stepperOrientations = ['horizontal', 'vertical'] as const;
export const stepperSizes = ['sm', 'md', 'lg'] as const;

export type StepperOrientation = (typeof stepperOrientations)[number];
export type StepperSize = (typeof stepperSizes)[number];
export type {StepStatus as StepperStepStatus, StepStatusOverride as StepperStepStatusOverride} from '../internal/steps';

export interface StepperStepProps {
  /** The step's id, unique in its stepper: what `step` and `onStepChange` use. */
  id: string;
  /** The step's text: 1 to 3 words, such as "Documents". A step owns no content, so its text is its children, as any item's is. */
  children?: string;
  /** @deprecated Renamed `children` in 1.1 (the Item text rule); `title` still works and warns in development. */
  title?: string;
  /** A second line under the title, such as "Optional" or "Approved by Jan de Vries, 12 Mar 2026". */
  description?: string;
  /**
   * Sets the state where position alone cannot tell it: `error` for a step with
   * problems (it says "has errors" and stays reachable), `complete` for a step
   * ahead of the current one that is already done. Steps before the current
   * one are complete without it.
   */
  status?: StepStatusOverride;
}

/**
 * One step of a `Stepper`. It renders nothing by itself: the stepper reads its
 * props and draws the marker, title and connector.
 */
export function StepperStep(props: StepperStepProps): ReactNode {
  void props;
  return null;
}

export interface StepperProps extends PassThroughProps {
  /** The stepper's name, usually "Progress". Screen readers announce it with the list. */
  label: string;
  /** Hides the label text but keeps it as the accessible name: the usual case inside a Wizard, whose heading already says what the steps are for. */
  hideLabel?: boolean;
  /** The current step's `id` (controlled). Named `step`, not `value`: it is where people are in the process, as Paginator's `page` is. */
  step?: string;
  /** The starting step when the stepper manages its own current step. The first step without it. */
  defaultStep?: string;
  /** Called with a step's `id` when people choose a completed step, a step with errors, or any step with `nonLinear`. */
  onStepChange?: (step: string) => void;
  /** `horizontal` above content; `vertical` for trackers in a side drawer and wizards beside a form. */
  orientation?: StepperOrientation;
  /** Marker size: `sm` 20 px, `md` 24 px, `lg` 32 px. */
  size?: StepperSize;
  /** Every step can be chosen, not only completed ones: for steps that can be done in any order. */
  nonLinear?: boolean;
  /** No step can be chosen: a tracker of a process other people move forward. A plain list, without `nav`. */
  readOnly?: boolean;
  /** Sets `data-testid` on the stepper's root element. */
  testId?: string;
  /** The `Stepper.Step` elements, in order (directly, or in arrays and fragments). */
  children: ReactNode;
}

/**
 * Where people are in an ordered process: an ordered list of steps, in a `nav`
 * when steps can be chosen. The current step has `aria-current="step"`;
 * steps people may go to are react-aria `Button`s, each its own tab stop; the
 * others are plain text, never disabled buttons. There is no WAI-ARIA pattern
 * for a stepper, so this is semantic HTML: a list of buttons needs no roving
 * focus or arrow keys.
 */
// The part is attached in one pure expression (as on Table): an assignment after the declaration would be a module
// side effect.
export const Stepper = /*#__PURE__*/ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLElement, StepperProps>(function Stepper(
    {
      label,
      hideLabel = false,
      step,
      defaultStep,
      onStepChange,
      orientation = 'horizontal',
      size = 'md',
      nonLinear = false,
      readOnly = false,
      testId,
      children,
      UNSAFE_className,
      ...rest
    },
    ref,
  ) {
    const safeOrientation = oneOf('Stepper', 'orientation', orientation, stepperOrientations, 'horizontal');
    const safeSize = oneOf('Stepper', 'size', size, stepperSizes, 'md');
    const steps = partsOf('Stepper', 'Stepper.Step', StepperStep, children).map((element) => element.props);
    const ids = steps.map((item) => item.id);
    const [ownStep, setOwnStep] = useState(defaultStep ?? ids[0]);
    const current = step ?? ownStep;
    const labelId = useId();

    const repeated = duplicateIds(ids);
    if (repeated.length > 0) devWarn('Stepper', `step ids must be unique; repeated: ${repeated.join(', ')}.`);
    if (current !== undefined && ids.length > 0 && !ids.includes(current))
      devWarn('Stepper', `step="${current}" matches no Stepper.Step; showing the first step as current.`);
    for (const item of steps) {
      if (item.status !== undefined) oneOf('Stepper.Step', 'status', item.status, stepStatusOverrides, 'complete');
    }

    const states = resolveSteps(
      steps.map((item) => ({
        id: item.id,
        status: item.status && stepStatusOverrides.includes(item.status) ? item.status : undefined,
      })),
      current,
      {nonLinear, readOnly},
    );

    // A chosen step becomes the current one, which is text, not a button: the
    // button that had focus is gone. The page normally moves focus to the new
    // step's heading (the Wizard does, in its own effect, which runs after this
    // one); when nothing does, focus goes to the current step so it is not lost.
    const list = useRef<HTMLOListElement>(null);
    const chosen = useRef(false);
    useEffect(() => {
      if (!chosen.current) return;
      chosen.current = false;
      const active = document.activeElement;
      if (active === null || active === document.body)
        list.current?.querySelector<HTMLElement>('[aria-current="step"] [tabindex]')?.focus();
    });

    const choose = (id: string) => {
      chosen.current = true;
      if (step === undefined) setOwnStep(id);
      onStepChange?.(id);
    };

    const items = (
      <ol className={styles.list} aria-labelledby={labelId} ref={list}>
        {states.map((state) => (
          <StepItem
            key={state.id}
            state={state}
            total={states.length}
            props={steps[state.index]}
            last={state.index === states.length - 1}
            onChoose={choose}
          />
        ))}
      </ol>
    );
    const labelText = hideLabel ? (
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    ) : (
      <span id={labelId} className={styles.label}>
        {label}
      </span>
    );
    const className = classNames(styles.stepper, styles[safeOrientation], styles[safeSize], UNSAFE_className);

    return readOnly ? (
      <div {...passThrough(rest)} ref={ref as Ref<HTMLDivElement>} className={className} data-testid={testId}>
        {labelText}
        {items}
      </div>
    ) : (
      <nav {...passThrough(rest)} ref={ref} className={className} aria-labelledby={labelId} data-testid={testId}>
        {labelText}
        {items}
      </nav>
    );
  }),
  {Step: StepperStep},
);

function StepItem({
  state,
  total,
  props,
  last,
  onChoose,
}: {
  state: StepState;
  total: number;
  props: StepperStepProps;
  last: boolean;
  onChoose: (id: string) => void;
}): ReactNode {
  // The accessible name ("Step 2 of 5, Documents, current") is hidden text
  // that contains the visible title, so speech input can use the words people
  // see; the visible title is hidden from the accessibility tree, or it would
  // be read twice.
  const {format} = useBuiStrings(stepsStrings);
  warnRenamed('Stepper.Step', 'title', 'children', props.title);
  const title = props.children ?? props.title ?? '';
  if (!title) devWarn('Stepper.Step', `step "${props.id}" has no text: give it children, such as "Documents".`);
  const name = stepAccessibleName(state, total, title, format);
  const marker = (
    <span className={styles.marker} aria-hidden="true">
      {state.status === 'complete' ? (
        <Icon name="success" size="sm" />
      ) : state.status === 'error' ? (
        <Icon name="danger" size="sm" />
      ) : (
        state.index + 1
      )}
    </span>
  );
  const text = (
    <span className={styles.text}>
      <VisuallyHidden elementType="span">{name}</VisuallyHidden>
      <span className={styles.title} aria-hidden="true">
        {title}
      </span>
    </span>
  );
  return (
    <li
      className={styles.step}
      data-status={state.status}
      data-current={state.current || undefined}
      aria-current={state.current ? 'step' : undefined}
    >
      {state.reachable ? (
        <Button className={styles.action} data-reachable onPress={() => onChoose(state.id)}>
          {marker}
          {text}
        </Button>
      ) : (
        // Focusable from script only, as the place focus lands when the button
        // people pressed turns into the current step.
        <span className={styles.action} tabIndex={state.current ? -1 : undefined}>
          {marker}
          {text}
        </span>
      )}
      {props.description ? <span className={styles.description}>{props.description}</span> : null}
      {last ? null : <span className={styles.connector} aria-hidden="true" />}
    </li>
  );
}
