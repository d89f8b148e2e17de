import {createContext, useContext, type ReactNode} from 'react';
import {RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text} from 'react-aria-components';
import {oneOf} from '../internal/devWarn';
import {fieldClassName, FieldParts, hasError} from '../internal/Field';
import styles from './Radio.module.css';

export const radioSizes = ['sm', 'md'] as const;
export type RadioSize = (typeof radioSizes)[number];

export const radioOrientations = ['vertical', 'horizontal'] as const;
export type RadioOrientation = (typeof radioOrientations)[number];

const RadioSizeContext = createContext<RadioSize>('md');

export interface RadioGroupProps {
  /** The question the group answers, such as "How often are you paid?". It names the group. */
  label: string;
  /** Hides the label text but keeps it as the group's accessible name. */
  hideLabel?: boolean;
  /** Help text under the label, read with every option. */
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
  /** Sets `data-testid` on the group's root element. */
  testId?: string;
  /** The `Radio` options. */
  children: ReactNode;
}

/**
 * A set of radios holding exactly one answer, on react-aria's `RadioGroup`
 * (WAI-ARIA radio group pattern: one tab stop, arrow keys move and select).
 */
export function RadioGroup({
  label,
  hideLabel = false,
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
  testId,
  children,
}: RadioGroupProps): ReactNode {
  const safeOrientation = oneOf('Radio.Group', 'orientation', orientation, radioOrientations, 'vertical');
  const safeSize = oneOf('Radio.Group', 'size', size, radioSizes, 'md');
  return (
    <AriaRadioGroup
      className={`${fieldClassName} ${styles.group}`}
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
        hint={hint}
        error={error}
        required={required}
        editable={!disabled && !readOnly}
        hideLabel={hideLabel}
      >
        <div className={styles.options} data-orientation={safeOrientation}>
          <RadioSizeContext.Provider value={safeSize}>{children}</RadioSizeContext.Provider>
        </div>
      </FieldParts>
    </AriaRadioGroup>
  );
}

export interface RadioProps {
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

/**
 * One option of a `Radio.Group`: react-aria's `RadioField` holding a
 * `RadioButton` (the label, with a native radio input inside) and the
 * description as the field's own `description` slot, so the description
 * describes the radio and is not read as part of its name.
 */
export function Radio({value, children, description, disabled = false, testId}: RadioProps): ReactNode {
  const size = useContext(RadioSizeContext);
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <RadioField value={value} isDisabled={disabled} className={`${styles.field} ${styles[size]}`} data-testid={testId}>
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
}

Radio.Group = RadioGroup;
