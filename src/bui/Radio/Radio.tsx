import {createContext, forwardRef, useContext, type FocusEvent, type ReactNode} from 'react';
import {FocusScope} from 'react-aria';
import {RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text} from 'react-aria-components';
import {oneOf, warnRenamed} from '../internal/devWarn';
import {fieldClassName, FieldParts, hasError, type FieldBaseProps} from '../internal/Field';
import {ariaOf, classNames, dataOf, type PassThroughProps} from '../internal/passThrough';
import styles from './Radio.module.css';

export const radioSizes = ['sm', 'md'] as const;
export type RadioSize = (typeof radioSizes)[number];

export const radioOrientations = ['vertical', 'horizontal'] as const;
export type RadioOrientation = (typeof radioOrientations)[number];

const RadioSizeContext = createContext<RadioSize>('md');

export interface RadioGroupProps extends FieldBaseProps {
  /** The question the group answers, such as "How often are you paid?". It names the group. */
  label: string;
  /** Hides the label text but keeps it as the group's accessible name. */
  hideLabel?: boolean;
  /** Help text under the label, read with every option. */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The chosen option's `value` (controlled); `null` for none yet. */
  value?: string | null;
  /** The option chosen at first when the group manages its own value. */
  defaultValue?: string | null;
  /** Called with the chosen option's `value`. */
  onChange?: (value: string) => void;
  /** The error message, set on the group, never on one option. Its presence makes the group invalid. */
  error?: string;
  /** An option must be chosen: sets `aria-required`; groups without it show "(optional)". */
  required?: boolean;
  /** Disables every option: none can be focused or chosen. */
  disabled?: boolean;
  /** Options stay visible and focusable, but the choice cannot change. */
  readOnly?: boolean;
  /** `vertical` stacks the options; `horizontal` puts two or three very short ones in a row. */
  orientation?: RadioOrientation;
  /** `sm` for filter panels and dense forms: 16 px circles, 14 px text. */
  size?: RadioSize;
  /** The radios' shared name in a submitted form. */
  name?: string;
  /** The group's id, for the link from a form's error summary (`href="#id"`): it scrolls to the group, and the next Tab lands on its option. */
  id?: string;
  /** Called when focus leaves the group, not when the arrow keys move it between options. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the group from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the group's tab stop when it first renders: the chosen option, or the first one. */
  autoFocus?: boolean;
  /** Sets `data-testid` on the group's root element. */
  testId?: string;
  /** The `Radio` options. */
  children: ReactNode;
}

/**
 * A set of radios holding exactly one answer, on react-aria's `RadioGroup`
 * (WAI-ARIA radio group pattern: one tab stop, arrow keys move and select).
 */
export const RadioGroup = /* @__PURE__ */ forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hideLabel = false,
    description,
    hint,
    value,
    defaultValue,
    onChange,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    orientation = 'vertical',
    size = 'md',
    name,
    id,
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
  warnRenamed('Radio.Group', 'hint', 'description', hint);
  const safeOrientation = oneOf('Radio.Group', 'orientation', orientation, radioOrientations, 'vertical');
  const safeSize = oneOf('Radio.Group', 'size', size, radioSizes, 'md');
  return (
    <AriaRadioGroup
      {...ariaOf(rest)}
      {...dataOf(rest)}
      ref={ref}
      className={classNames(fieldClassName, styles.group, UNSAFE_className)}
      onBlur={onBlur}
      onFocus={onFocus}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      isInvalid={hasError(error)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
      // BUI forms validate in code and summarise errors (see the forms pattern).
      validationBehavior="aria"
      orientation={safeOrientation}
      name={name}
      id={id}
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
        <div className={styles.options} data-orientation={safeOrientation}>
          <RadioSizeContext.Provider value={safeSize}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- A radio group has no autoFocus of its own in react-aria; its FocusScope focuses the first tab stop. */}
            {autoFocus ? <FocusScope autoFocus>{children}</FocusScope> : children}
          </RadioSizeContext.Provider>
        </div>
      </FieldParts>
    </AriaRadioGroup>
  );
});

export interface RadioProps extends PassThroughProps {
  /** The option's id: what the group's `value` and `onChange` use. */
  value: string;
  /** The option's text: short, under 60 characters. */
  children: ReactNode;
  /** A second line under the option's text, for a condition or a consequence. */
  description?: ReactNode;
  /** This option cannot be chosen or focused; say why in its `description`. */
  disabled?: boolean;
  /** Sets `data-testid` on the option's root element. */
  testId?: string;
}

const RadioItem = /* @__PURE__ */ forwardRef<HTMLInputElement, RadioProps>(function Radio(
  {value, children, description, disabled = false, testId, UNSAFE_className, ...rest},
  ref,
) {
  const size = useContext(RadioSizeContext);
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <RadioField
      {...ariaOf(rest)}
      {...dataOf(rest)}
      inputRef={ref}
      value={value}
      isDisabled={disabled}
      className={classNames(styles.field, styles[size], UNSAFE_className)}
      data-testid={testId}
    >
      <RadioButton className={styles.radio}>
        <span className={styles.circleBox} aria-hidden="true">
          <span className={styles.circle}>
            <span className={styles.dot} />
          </span>
        </span>
        <span className={styles.label}>{children}</span>
      </RadioButton>
      {hasDescription ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </RadioField>
  );
});

/**
 * One option of a `Radio.Group`: react-aria's `RadioField` holding a
 * `RadioButton` (the label, with a native radio input inside) and the
 * description as the field's own `description` slot, so the description
 * describes the radio and is not read as part of its name.
 */
export const Radio = /* @__PURE__ */ Object.assign(RadioItem, {Group: RadioGroup});
