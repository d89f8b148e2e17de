import {forwardRef, type FormEvent, type ReactNode} from 'react';
import {Form as AriaForm} from 'react-aria-components';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './Form.module.css';

export interface FormProps extends PassThroughProps {
  /** The fields, one column, in the order people fill them in. Put an `ErrorSummary` first. */
  children: ReactNode;
  /** The buttons under the last field, at the end of the line: the primary one last. They wrap when the line is full. */
  actions?: ReactNode;
  /**
   * Called on submit with the form event. The browser's own submit is not stopped: call `event.preventDefault()`,
   * or pass react-hook-form's `handleSubmit(…)`, which does.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Called when a reset button clears the form. */
  onReset?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's id, for a submit button outside it (`form="id"`). */
  id?: string;
  /** Sets `data-testid` on the form. */
  testId?: string;
}

/**
 * A form laid out as the forms pattern says: one column at most 640 px wide,
 * fields `--bui-space-6` apart, actions under the last field. It is
 * react-aria's `Form`, so its fields validate the BUI way: no browser error
 * bubbles, the error shown by each field's `error` and summarised on submit.
 */
export const Form = /* @__PURE__ */ forwardRef<HTMLFormElement, FormProps>(function Form(
  {children, actions, onSubmit, onReset, id, testId, UNSAFE_className, ...rest},
  ref,
) {
  return (
    <AriaForm
      {...passThrough(rest)}
      ref={ref}
      id={id}
      onSubmit={onSubmit}
      onReset={onReset}
      validationBehavior="aria"
      className={classNames(styles.form, UNSAFE_className)}
      data-testid={testId}
    >
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </AriaForm>
  );
});
