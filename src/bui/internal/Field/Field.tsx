import type {ReactNode} from 'react';
import {FieldError, Label, Text} from 'react-aria-components';
import {Icon} from '../../Icon';
import {useBuiStrings} from '../i18n';
import {fieldStrings} from './Field.strings';
import styles from './Field.module.css';

/**
 * The label, hint and error around every BUI field and group.
 *
 * These parts render react-aria's own `Label`, `Text slot="description"` and
 * `FieldError`, so they must sit inside a react-aria field or group
 * (`TextField`, `Select`, `RadioGroup`, `CheckboxGroup`, `DatePicker`…). That
 * parent wires the ids: the label names the control, the hint and the error
 * describe it, and the error only renders while the parent is invalid. No BUI
 * component sets `aria-labelledby` or `aria-describedby` for these by hand.
 *
 * Put `fieldClassName` on the react-aria parent to get the shared layout:
 * label, hint, control, error, stacked with the same gaps everywhere.
 */
export const fieldClassName = styles.field;

export interface FieldLabelProps {
  /** The label text. */
  children: ReactNode;
  /** A required field shows nothing extra; every other editable field says "(optional)". */
  required?: boolean;
  /** Read-only and disabled fields cannot be filled in, so "(optional)" would mean nothing. */
  editable?: boolean;
  /** Keeps the accessible name but hides the text. */
  hideLabel?: boolean;
}

/**
 * The field's label. BUI marks the exception, not the rule: fields that may be
 * skipped get "(optional)" (forms pattern, "Mark what is optional"); required
 * ones get `aria-required` from react-aria and no visible marker. The marker is
 * part of the label so screen reader users hear the same thing.
 */
export function FieldLabel({
  children,
  required = false,
  editable = true,
  hideLabel = false,
}: FieldLabelProps): ReactNode {
  const {format} = useBuiStrings(fieldStrings);
  return (
    <Label className={hideLabel ? styles.visuallyHidden : styles.label}>
      {children}
      {!required && editable ? <span className={styles.optional}>{` ${format('fieldOptional')}`}</span> : null}
    </Label>
  );
}

export interface FieldHintProps {
  /** The help text under the label. Nothing renders without it. */
  children?: ReactNode;
}

/** The help text under the label; react-aria links it with `aria-describedby`. */
export function FieldHint({children}: FieldHintProps): ReactNode {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Text slot="description" className={styles.hint}>
      {children}
    </Text>
  );
}

export interface FieldErrorMessageProps {
  /** The message. react-aria renders it only while the parent field is invalid. */
  children?: ReactNode;
}

/**
 * The error message under the control, after the `danger` icon. Its text (not
 * colour alone) carries the error; react-aria adds its id to the control's `aria-describedby`.
 */
export function FieldErrorMessage({children}: FieldErrorMessageProps): ReactNode {
  if (children === undefined || children === null || children === '') return null;
  return (
    <FieldError className={styles.error}>
      <Icon name="danger" size="sm" className={styles.errorIcon} />
      <span className={styles.errorText}>{children}</span>
    </FieldError>
  );
}

export interface FieldPartsProps {
  /** The visible label: a short noun in sentence case. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** The error message; the parent must be invalid (`isInvalid`) for it to show. */
  error?: string;
  required?: boolean;
  editable?: boolean;
  hideLabel?: boolean;
  /** The control itself (an `Input`, a `Select` button, the radios…). */
  children: ReactNode;
}

/**
 * Label, hint, control and error in the shared order. Render it as the only
 * child of a react-aria field that has `className={fieldClassName}` and
 * `isInvalid={hasError(error)}` (from `./hasError`).
 */
export function FieldParts({
  label,
  hint,
  error,
  required = false,
  editable = true,
  hideLabel = false,
  children,
}: FieldPartsProps): ReactNode {
  return (
    <>
      <FieldLabel required={required} editable={editable} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <FieldHint>{hint}</FieldHint>
      {children}
      <FieldErrorMessage>{error}</FieldErrorMessage>
    </>
  );
}
