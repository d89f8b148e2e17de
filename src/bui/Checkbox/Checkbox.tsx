import {createContext, useContext, type ReactNode} from 'react';
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  Text,
} from 'react-aria-components';
import {oneOf} from '../internal/devWarn';
import {FieldErrorMessage, FieldParts, fieldClassName, hasError} from '../internal/Field';
import styles from './Checkbox.module.css';

export const checkboxSizes = ['sm', 'md'] as const;
export type CheckboxSize = (typeof checkboxSizes)[number];

/** What a group hands down to its checkboxes: their size, unless they set their own. */
const GroupSizeContext = createContext<CheckboxSize | null>(null);

export interface CheckboxProps {
  /** The checkbox's text, a positive statement that makes sense when ticked. Clicking it toggles the box. */
  children: ReactNode;
  /** Lone checkbox: whether it is ticked (controlled). Inside `Checkbox.Group` the group's `value` decides. */
  checked?: boolean;
  /** Lone checkbox: whether it starts ticked (uncontrolled). */
  defaultChecked?: boolean;
  /** Lone checkbox: called with the new state, `true` or `false`. */
  onChange?: (checked: boolean) => void;
  /** Inside `Checkbox.Group`: this checkbox's id, which the group's `value` lists while it is ticked. */
  value?: string;
  /** Shows a dash instead of a tick: a parent whose children are partly selected. Clicking it calls `onChange(true)`. */
  indeterminate?: boolean;
  /** A second line under the text, for detail the label cannot hold. */
  description?: ReactNode;
  /** Lone checkbox: the error message; its presence marks the checkbox invalid. A group shows one error for all its checkboxes. */
  error?: string;
  /** Lone checkbox: it must be ticked before the form can be sent (validated by your form on submit). */
  required?: boolean;
  /** Cannot be changed and cannot be focused. Say why in `description`. */
  disabled?: boolean;
  /** Shows the value and can be focused, but cannot be changed: review pages. */
  readOnly?: boolean;
  /** `sm` for table row selection and dense filters; inside a group, the group's size by default. */
  size?: CheckboxSize;
  /** Keeps the text as the accessible name but hides it, as in table rows ("Select Ana López"). */
  hideLabel?: boolean;
  /** Sets `data-testid` on the checkbox's root element. */
  testId?: string;
}

/**
 * A checkbox with its text, optional description and (alone) error. Built on
 * react-aria's CheckboxField and CheckboxButton: a native
 * `input type="checkbox"` inside a label, with `aria-describedby` wired to the
 * description and the error.
 */
export function Checkbox({
  children,
  checked,
  defaultChecked,
  onChange,
  value,
  indeterminate = false,
  description,
  error,
  required = false,
  disabled = false,
  readOnly = false,
  size,
  hideLabel = false,
  testId,
}: CheckboxProps) {
  const groupSize = useContext(GroupSizeContext);
  const safeSize = oneOf('Checkbox', 'size', size ?? groupSize ?? undefined, checkboxSizes, 'md');
  return (
    <AriaCheckboxField
      className={safeSize === 'sm' ? `${styles.checkbox} ${styles.sm}` : styles.checkbox}
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      value={value}
      isIndeterminate={indeterminate}
      isInvalid={hasError(error)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
      // BUI shows its own messages (`error`); the browser's bubbles would duplicate them.
      validationBehavior="aria"
      data-testid={testId}
    >
      <AriaCheckboxButton className={styles.button}>
        <span className={styles.box} aria-hidden="true">
          <svg className={styles.mark} viewBox="0 0 16 16">
            {indeterminate ? <path d="M4 8h8" /> : <path d="M3.5 8.5l3 3 6-7" />}
          </svg>
        </span>
        <span className={hideLabel ? styles.visuallyHidden : styles.text}>{children}</span>
      </AriaCheckboxButton>
      {description !== undefined && description !== null && description !== '' ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {hasError(error) ? (
        <div className={styles.error}>
          <FieldErrorMessage>{error}</FieldErrorMessage>
        </div>
      ) : null}
    </AriaCheckboxField>
  );
}

export interface CheckboxGroupProps {
  /** The question the checkboxes answer, shown above them: "Which days do you work?". */
  label: string;
  /** Help text under the label. */
  hint?: ReactNode;
  /** The ids (each checkbox's `value`) that are ticked (controlled). */
  value?: string[];
  /** The ids ticked when the group first renders (uncontrolled). */
  defaultValue?: string[];
  /** Called with the new list of ticked ids, in the order they were ticked. */
  onChange?: (value: string[]) => void;
  /** The error message for the whole group; its presence marks the group invalid. */
  error?: string;
  /** At least one checkbox must be ticked. Groups without it show "(optional)" after the label. */
  required?: boolean;
  /** Disables every checkbox in the group. */
  disabled?: boolean;
  /** Shows the values without letting them change. */
  readOnly?: boolean;
  /** Size of every checkbox in the group. */
  size?: CheckboxSize;
  /** Keeps `label` as the group's accessible name but hides the text. */
  hideLabel?: boolean;
  /** Sets `data-testid` on the group's root element. */
  testId?: string;
  /** The `Checkbox` items. */
  children: ReactNode;
}

/**
 * Several checkboxes under one label, stored as a list of ids. react-aria's
 * CheckboxGroup: `role="group"` named by the label, hint and error linked with
 * `aria-describedby`.
 */
export function CheckboxGroup({
  label,
  hint,
  value,
  defaultValue,
  onChange,
  error,
  required = false,
  disabled = false,
  readOnly = false,
  size = 'md',
  hideLabel = false,
  testId,
  children,
}: CheckboxGroupProps) {
  const safeSize = oneOf('Checkbox.Group', 'size', size, checkboxSizes, 'md');
  return (
    <AriaCheckboxGroup
      className={fieldClassName}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      isInvalid={hasError(error)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
      validationBehavior="aria"
      data-testid={testId}
    >
      <FieldParts
        label={label}
        hint={hint}
        error={error}
        required={required}
        editable={!disabled && !readOnly}
        hideLabel={hideLabel}
      >
        <GroupSizeContext.Provider value={safeSize}>
          <div className={styles.items}>{children}</div>
        </GroupSizeContext.Provider>
      </FieldParts>
    </AriaCheckboxGroup>
  );
}

Checkbox.Group = CheckboxGroup;
