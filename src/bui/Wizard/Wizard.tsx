import {
  createElement,
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {Button} from '../Button';
import {Icon} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {wizardStrings} from './Wizard.strings';
import {partsOf} from '../internal/parts';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {currentIndex, duplicateIds} from '../internal/steps';
import {Stepper, StepperStep, stepperOrientations, type StepperOrientation} from '../Stepper/Stepper';
import {
  failedSubmitFocus,
  normaliseValidation,
  STEP_ERROR,
  summaryTitle,
  type WizardErrors,
  type WizardValidation,
} from './wizardErrors';
import styles from './Wizard.module.css';

export type {WizardErrors, WizardValidation} from './wizardErrors';
export type WizardOrientation = StepperOrientation;
export const wizardHeadingLevels = [1, 2, 3, 4] as const;
export type WizardHeadingLevel = (typeof wizardHeadingLevels)[number];

export interface WizardStepProps {
  /** The step's id, unique in its wizard: what `step` and `onStepChange` use. */
  id: string;
  /** The step's name: its heading, and its label in the stepper, word for word. */
  title: string;
  /** A second line under the title in the stepper, such as "Optional". */
  description?: string;
  /**
   * Checks the step when people press "Continue" (or the finish button, or a
   * later step in the stepper). Return `null` or `true` when it passes;
   * otherwise the messages by field `id` (`{'leave-start': 'Enter the first
   * day of leave'}`), or one message for the whole step. May return a promise
   * for a check on the server: the button shows its spinner meanwhile.
   */
  validate?: () => WizardValidation | Promise<WizardValidation>;
  /** The step's fields. A function receives the step's current errors by field id, to pass to each field's `error`. */
  children: ReactNode | ((errors: WizardErrors) => ReactNode);
}

/** One step of a `Wizard`. It renders nothing by itself: the wizard reads its props. */
export function WizardStep(props: WizardStepProps): ReactNode {
  void props;
  return null;
}

export interface WizardProps extends PassThroughProps {
  /** The task, as a verb phrase: "Request parental leave". The same on every step. */
  title: string;
  /**
   * The heading level of `title`; each step's heading is one level below.
   * 1 when the wizard is the page, as it should be in a product.
   */
  headingLevel?: WizardHeadingLevel;
  /** The current step's `id` (controlled), for example to keep it in the URL. Named `step`, not `value`: it is where people are in the process, as Paginator's `page` is. */
  step?: string;
  /** The starting step when the wizard manages its own current step. The first step without it. */
  defaultStep?: string;
  /** Called with the new step's `id` after a step passed its check (going forward) or at once (going back). */
  onStepChange?: (step: string) => void;
  /** Called when the last step passes its check. Return a promise to show the finish button's spinner until it settles. */
  onFinish?: () => void | Promise<void>;
  /**
   * The last step's button: the outcome, such as "Submit request". Never "Done" or "Submit". Required: no default
   * can name what this wizard does (without it, the button says "Finish" in the reader's locale and warns).
   */
  finishLabel: string;
  /** The forward button on every other step. Defaults to "Continue" in the reader's locale. */
  continueLabel?: string;
  /** The button back to the previous step. Defaults to "Back" in the reader's locale. */
  backLabel?: string;
  /** `horizontal`: the stepper above the step; `vertical`: beside it, for 5 or more steps on wide screens. */
  orientation?: WizardOrientation;
  /** Sets `data-testid` on the wizard's root element. */
  testId?: string;
  /** The `Wizard.Step` elements, in order (directly, or in arrays and fragments). */
  children: ReactNode;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Promise<T> | null)?.then === 'function';
}

/**
 * The fields of a step, as the forms rule counts them: radio buttons and check
 * boxes that share a name are one field, and react-aria's hidden native
 * controls (inside `aria-hidden`) are not fields.
 */
function countFields(form: HTMLFormElement | null): number {
  if (!form) return 0;
  const seen = new Set<string>();
  let count = 0;
  for (const control of form.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), select, textarea')) {
    if (control.closest('[aria-hidden="true"]')) continue;
    const grouped = (control.type === 'radio' || control.type === 'checkbox') && control.name;
    if (grouped) {
      if (seen.has(control.name)) continue;
      seen.add(control.name);
    }
    count += 1;
  }
  return count;
}

/** A heading of a level known only at run time (`headingLevel`, and the levels below it). */
const Heading = /* @__PURE__ */ forwardRef<HTMLHeadingElement, {level: number} & HTMLAttributes<HTMLHeadingElement>>(
  function Heading({level, ...rest}, ref) {
    return createElement(`h${Math.min(Math.max(level, 1), 6)}`, {...rest, ref});
  },
);

/**
 * A multi-step form: a `Stepper`, the current step's form and its Back and
 * Continue buttons. Each step is checked before people move on; after a
 * failed check focus follows the forms rule (the error summary, or the only
 * field), and after a step change it moves to the new step's heading. Steps
 * people left stay mounted (hidden), so nothing they typed is lost.
 */
// The part is attached in one pure expression (as on Table): an assignment after the declaration would be a module
// side effect.
export const Wizard = /*#__PURE__*/ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLElement, WizardProps>(function Wizard(
    {
      title,
      headingLevel = 1,
      step,
      defaultStep,
      onStepChange,
      onFinish,
      finishLabel,
      continueLabel,
      backLabel,
      orientation = 'horizontal',
      testId,
      children,
      UNSAFE_className,
      ...rest
    },
    ref,
  ) {
    const safeOrientation = oneOf('Wizard', 'orientation', orientation, stepperOrientations, 'horizontal');
    const level = wizardHeadingLevels.includes(headingLevel) ? headingLevel : 1;
    if (level !== headingLevel)
      devWarn('Wizard', `headingLevel=${String(headingLevel)} is not supported; use 1 to 4. Using 1.`);
    // Required by its type; a caller in plain JavaScript can still leave it out or pass "".
    const {format} = useBuiStrings(wizardStrings);
    const finishText = finishLabel?.trim() ? finishLabel : format('wizardFinish');
    if (finishText !== finishLabel)
      devWarn('Wizard', 'finishLabel is required: name the outcome, such as "Submit request". Showing "Finish".');
    const steps = partsOf('Wizard', 'Wizard.Step', WizardStep, children).map((element) => element.props);
    const ids = steps.map((item) => item.id);
    const repeated = duplicateIds(ids);
    if (repeated.length > 0) devWarn('Wizard', `step ids must be unique; repeated: ${repeated.join(', ')}.`);

    const [ownStep, setOwnStep] = useState(defaultStep ?? ids[0]);
    const requested = step ?? ownStep;
    if (requested !== undefined && ids.length > 0 && !ids.includes(requested))
      devWarn('Wizard', `step="${requested}" matches no Wizard.Step; showing the first step.`);
    const index = currentIndex(ids, requested);
    const current = ids[index];

    const [completed, setCompleted] = useState<ReadonlySet<string>>(new Set());
    const [errors, setErrors] = useState<Readonly<Record<string, WizardErrors>>>({});
    const [busy, setBusy] = useState<'checking' | 'finishing' | null>(null);
    // Bumped after each failed check, so the focus effect runs even when the
    // errors are the same as last time.
    const [failures, setFailures] = useState(0);
    // Steps whose last failed check focused their only field: they show no
    // summary (the forms rule).
    const [fieldFocused, setFieldFocused] = useState<Readonly<Record<string, boolean>>>({});
    const failedFocus = useRef<ReturnType<typeof failedSubmitFocus>>({kind: 'summary'});
    const baseId = useId();
    const forms = useRef(new Map<string, HTMLFormElement>());
    const headings = useRef(new Map<string, HTMLHeadingElement>());
    const summary = useRef<HTMLHeadingElement>(null);
    const shownStep = useRef(current);
    const attempt = useRef(0);

    // A new step (from Continue, Back, the stepper or a controlled `step`):
    // focus its heading. Not on the first render, which would pull focus into
    // the wizard as the page loads.
    useEffect(() => {
      if (shownStep.current === current) return;
      shownStep.current = current;
      if (current !== undefined) headings.current.get(current)?.focus();
    }, [current]);

    useEffect(() => {
      if (failures === 0) return;
      const target = failedFocus.current;
      if (target.kind === 'field') document.getElementById(target.id)?.focus();
      else summary.current?.focus();
    }, [failures]);

    const goTo = (id: string) => {
      if (step === undefined) setOwnStep(id);
      onStepChange?.(id);
    };

    /** Checks the current step, then moves to `target` (or the next step, or finishes). */
    const advance = async (target?: string) => {
      if (busy !== null || current === undefined) return;
      const stepProps = steps[index];
      const run = ++attempt.current;
      let result = stepProps.validate?.();
      if (result !== undefined && isPromise(result)) {
        setBusy('checking');
        try {
          result = await result;
        } finally {
          if (run === attempt.current) setBusy(null);
        }
      }
      // A newer attempt (or a step change) took over while this one waited.
      if (run !== attempt.current) return;
      const found = normaliseValidation(result);
      setErrors((previous) => ({...previous, [current]: found}));
      if (Object.keys(found).length > 0) {
        const target = failedSubmitFocus(found, countFields(forms.current.get(current) ?? null));
        failedFocus.current = target;
        setFieldFocused((previous) => ({...previous, [current]: target.kind === 'field'}));
        setFailures((count) => count + 1);
        return;
      }
      setCompleted((previous) => new Set(previous).add(current));
      const next = target ?? ids[index + 1];
      if (next !== undefined) {
        goTo(next);
        return;
      }
      const finished = onFinish?.();
      if (finished && isPromise(finished)) {
        setBusy('finishing');
        try {
          await finished;
        } catch {
          // The page reports the failure (a danger alert on the last step); the
          // wizard only stops waiting, so people can try again.
        } finally {
          setBusy(null);
        }
      }
    };

    const choose = (id: string) => {
      if (currentIndex(ids, id) < index) {
        attempt.current += 1;
        setBusy(null);
        goTo(id);
      } else void advance(id);
    };

    const back = () => {
      const previous = ids[index - 1];
      if (previous === undefined || busy !== null) return;
      goTo(previous);
    };

    const submit = (event: FormEvent) => {
      event.preventDefault();
      void advance();
    };

    const last = index === ids.length - 1;

    return (
      <section
        {...passThrough(rest)}
        ref={ref}
        className={classNames(styles.wizard, styles[safeOrientation], UNSAFE_className)}
        aria-labelledby={`${baseId}-title`}
        data-testid={testId}
      >
        <Heading level={level} id={`${baseId}-title`} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.body}>
          <div className={styles.progress}>
            <Stepper
              label={`${title} progress`}
              hideLabel
              step={current}
              onStepChange={choose}
              orientation={safeOrientation}
            >
              {steps.map((item) => {
                const stepErrors = errors[item.id];
                const status =
                  stepErrors && Object.keys(stepErrors).length > 0
                    ? 'error'
                    : completed.has(item.id)
                      ? 'complete'
                      : undefined;
                return (
                  <StepperStep key={item.id} id={item.id} description={item.description} status={status}>
                    {item.title}
                  </StepperStep>
                );
              })}
            </Stepper>
          </div>
          <div className={styles.steps}>
            {steps.map((item, position) => {
              const isCurrent = position === index;
              const stepErrors = errors[item.id] ?? {};
              const entries = Object.entries(stepErrors);
              const headingId = `${baseId}-${position}-heading`;
              const positionId = `${baseId}-${position}-position`;
              return (
                <form
                  key={item.id}
                  hidden={!isCurrent}
                  noValidate
                  aria-labelledby={headingId}
                  className={styles.step}
                  onSubmit={submit}
                  ref={(form) => {
                    if (form) forms.current.set(item.id, form);
                    else forms.current.delete(item.id);
                  }}
                >
                  <p id={positionId} className={styles.position}>
                    {format('wizardPosition', {step: position + 1, total: steps.length})}
                  </p>
                  <Heading
                    level={level + 1}
                    id={headingId}
                    tabIndex={-1}
                    aria-describedby={positionId}
                    className={styles.heading}
                    ref={(element: HTMLHeadingElement | null) => {
                      if (element) headings.current.set(item.id, element);
                      else headings.current.delete(item.id);
                    }}
                  >
                    {item.title}
                  </Heading>
                  {isCurrent && entries.length > 0 && !fieldFocused[item.id] ? (
                    <div className={styles.summary} role="group" aria-labelledby={`${headingId}-summary`}>
                      <Icon name="danger" color="danger" className={styles.summaryIcon} />
                      <div>
                        <Heading
                          level={level + 2}
                          id={`${headingId}-summary`}
                          tabIndex={-1}
                          ref={summary}
                          className={styles.summaryTitle}
                        >
                          {summaryTitle(entries.length, last, format)}
                        </Heading>
                        <ul className={styles.summaryList}>
                          {entries.map(([field, message]) => (
                            <li key={field}>
                              {field === STEP_ERROR ? message : <FieldLink field={field}>{message}</FieldLink>}
                            </li>
                          ))}
                        </ul>
                      </div>
                    </div>
                  ) : null}
                  <div className={styles.content}>
                    {typeof item.children === 'function' ? item.children(stepErrors) : item.children}
                  </div>
                  {isCurrent ? (
                    <div className={styles.footer}>
                      {index > 0 ? (
                        <Button variant="secondary" disabled={busy !== null} onPress={back}>
                          {backLabel ?? format('wizardBack')}
                        </Button>
                      ) : null}
                      <span className={styles.spacer} />
                      <Button
                        type="submit"
                        variant="primary"
                        loading={busy !== null}
                        loadingLabel={format(busy === 'finishing' ? 'wizardSubmitting' : 'wizardChecking')}
                      >
                        {last ? finishText : (continueLabel ?? format('wizardContinue'))}
                      </Button>
                    </div>
                  ) : null}
                </form>
              );
            })}
          </div>
        </div>
      </section>
    );
  }),
  {Step: WizardStep},
);

/** A link from the error summary to its field: moves focus into the field, without changing the page's URL. */
function FieldLink({field, children}: {field: string; children: ReactNode}): ReactNode {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(field);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({block: 'center'});
  };
  return (
    <a href={`#${field}`} onClick={follow} className={styles.summaryLink}>
      {children}
    </a>
  );
}
