import {forwardRef, useEffect, useId, useImperativeHandle, useRef, type MouseEvent} from 'react';
import {Heading} from 'react-aria-components';
import {Icon} from '../Icon';
import {devWarn} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryItem {
  /** The id of the field in error (its `id` prop): the link's target. */
  id: string;
  /** The field's error message, the same text the field shows. */
  message: string;
}

export interface ErrorSummaryProps extends PassThroughProps {
  /** The heading: how many errors and what to do, such as "Fix 2 errors to continue". */
  title: string;
  /** One entry per field in error, in the order of the form. Nothing renders while the list is empty. */
  errors: readonly ErrorSummaryItem[];
  /**
   * Focus moves to the summary when it first shows errors, and again each time this value changes while it has
   * some. Pass the form's submit count, so every failed submit brings people back to the list, while errors found
   * on blur only update it.
   */
  focusKey?: number | string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Sets `data-testid` on the summary. */
  testId?: string;
}

const NOT_YET = Symbol('not focused yet');

/**
 * The first stop inside a field whose id names a group rather than a control: a group of radios (its chosen one
 * first), of checkboxes, or a date's segments.
 */
const FIRST_STOP = [
  'input:checked:not(:disabled)',
  'input:not([type="hidden"]):not(:disabled), button:not(:disabled), [tabindex="0"]',
];

/** Focuses a field by id: its control, or the first stop inside it. */
export function focusField(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.focus();
  if (document.activeElement === target) return true;
  for (const selector of FIRST_STOP) {
    const stop = target.querySelector<HTMLElement>(selector);
    if (stop) {
      stop.focus();
      return document.activeElement === stop;
    }
  }
  return false;
}

/**
 * The list of a form's errors at its top, after a failed submit: a heading
 * with the count, and each error as a link that moves focus into its field
 * (the forms pattern). It takes focus itself, so screen readers read the
 * heading and people work down the list.
 */
export const ErrorSummary = /* @__PURE__ */ forwardRef<HTMLElement, ErrorSummaryProps>(function ErrorSummary(
  {title, errors, focusKey, headingLevel = 2, testId, UNSAFE_className, ...rest},
  ref,
) {
  const headingId = useId();
  const own = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLElement);
  const shown = errors.length > 0;
  // Focus is taken once per focusKey: a list that empties and fills again as people fix fields on blur must not pull
  // focus out of the field they are in.
  const focusedFor = useRef<unknown>(NOT_YET);
  useEffect(() => {
    if (!shown || focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    own.current?.focus();
  }, [shown, focusKey]);

  if (!shown) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (focusField(id)) event.preventDefault();
    else devWarn('ErrorSummary', `no field has the id "${id}": give the field that id so the link can reach it.`);
  };
  return (
    <section
      {...passThrough(rest)}
      ref={own}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={classNames(styles.summary, UNSAFE_className)}
      data-testid={testId}
    >
      <Icon name="danger" color="danger" className={styles.icon} />
      <div>
        <Heading level={headingLevel} id={headingId} className={styles.title}>
          {title}
        </Heading>
        <ul className={styles.list}>
          {errors.map(({id, message}) => (
            <li key={id}>
              <a href={`#${id}`} onClick={(event) => follow(event, id)} className={styles.link}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});
