import {createContext, forwardRef, useContext, type FocusEvent, type ReactNode} from 'react';
import {FocusScope} from 'react-aria';
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  Text,
} from 'react-aria-components';
import {oneOf, warnRenamed} from '../internal/devWarn';
import {FieldErrorMessage, FieldParts, fieldClassName, hasError, type FieldBaseProps} from '../internal/Field';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
import styles from './Checkbox.module.css';

export const checkboxSizes = ['sm', 'md'] as const;
export type CheckboxSize = (typeof checkboxSizes)[number];

/** What a group hands down to its checkboxes: their size, unless they set their own. */
const GroupSizeContext = createContext<CheckboxSize | null>(null);

export interface CheckboxProps extends FieldBaseProps {
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
  /** Lone checkbox: its name in a submitted form, which sends `value` (or "on") while it is ticked. Inside `Checkbox.Group` the group's `name` applies. */
  name?: string;
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

const CheckboxItem = /* @__PURE__ */ forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
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
    id,
    name,
    onBlur,
    onFocus,
    autoFocus,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  const groupSize = useContext(GroupSizeContext);
  const safeSize = oneOf('Checkbox', 'size', size ?? groupSize ?? undefined, checkboxSizes, 'md');
  return (
    <AriaCheckboxField
      {...ariaOf(rest)}
      {...dataOf(rest)}
      inputRef={ref}
      className={classNames(styles.checkbox, safeSize === 'sm' && styles.sm, UNSAFE_className)}
      id={id}
      name={name}
      onBlur={onBlur}
      onFocus={onFocus}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's own autoFocus, a base prop every field takes
      autoFocus={autoFocus}
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
});

export interface CheckboxGroupProps extends FieldBaseProps {
  /** The question the checkboxes answer, shown above them: "Which days do you work?". */
  label: string;
  /** Help text under the label. */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
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
  /** The group's id, for the link from a form's error summary (`href="#id"`): it scrolls to the group, and the next Tab lands on its first checkbox. */
  id?: string;
  /** The name every checkbox in the group shares in a submitted form, each sending its `value` while ticked. */
  name?: string;
  /** Called when focus leaves the group, not when it moves between its checkboxes. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the group from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the first checkbox when the group first renders. */
  autoFocus?: boolean;
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
export const CheckboxGroup = /* @__PURE__ */ forwardRef<HTMLDivElement, CheckboxGroupProps>(function CheckboxGroup(
  {
    label,
    description,
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
    id,
    name,
    onBlur,
    onFocus,
    autoFocus = false,
    testId,
    children,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  warnRenamed('Checkbox.Group', 'hint', 'description', hint);
  const safeSize = oneOf('Checkbox.Group', 'size', size, checkboxSizes, 'md');
  return (
    <AriaCheckboxGroup
      {...ariaOf(rest)}
      {...dataOf(rest)}
      ref={ref}
      className={classNames(fieldClassName, UNSAFE_className)}
      id={id}
      name={name}
      onBlur={onBlur}
      onFocus={onFocus}
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
        hint={description ?? hint}
        error={error}
        required={required}
        editable={!disabled && !readOnly}
        hideLabel={hideLabel}
      >
        <GroupSizeContext.Provider value={safeSize}>
          <div className={styles.items}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- A group has no autoFocus of its own in react-aria; its FocusScope focuses the first checkbox. */}
            {autoFocus ? <FocusScope autoFocus>{children}</FocusScope> : children}
          </div>
        </GroupSizeContext.Provider>
      </FieldParts>
    </AriaCheckboxGroup>
  );
});

/**
 * A checkbox with its text, optional description and (alone) error. Built on
 * react-aria's CheckboxField and CheckboxButton: a native
 * `input type="checkbox"` inside a label, with `aria-describedby` wired to the
 * description and the error.
 */
export const Checkbox = /* @__PURE__ */ Object.assign(CheckboxItem, {Group: CheckboxGroup});
