import {useId, useState, type ReactNode} from 'react';
import {Button, Group, Input, SearchField, TextField, ToggleButton, VisuallyHidden} from 'react-aria-components';
import {Icon} from '../Icon';
import type {IconName} from '../Icon';
import {oneOf} from '../internal/devWarn';
import {
  CharacterCount,
  controlClassName,
  fieldClassName,
  FieldParts,
  fieldSizes,
  hasError,
  useLimitedValue,
  validMaxLength,
  type FieldSize,
} from '../internal/Field';
import styles from './InputField.module.css';

export const inputFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;
export type InputFieldType = (typeof inputFieldTypes)[number];

export const inputFieldInputModes = ['text', 'decimal', 'numeric', 'tel', 'email', 'url', 'search', 'none'] as const;
export type InputFieldInputMode = (typeof inputFieldInputModes)[number];

export interface InputFieldProps {
  /** The visible label: a short noun in sentence case, no colon. It is the field's accessible name. */
  label: string;
  /** Hides the label text but keeps it as the accessible name. Only where the purpose is plain without it, such as a search box beside its results. */
  hideLabel?: boolean;
  /** Help text under the label: the expected format or a constraint, under 80 characters. */
  hint?: ReactNode;
  /**
   * The kind of text, which picks the mobile keyboard and the browser's autofill.
   * For amounts use `type="text"` with `inputMode="decimal"`: `type="number"` is
   * not supported because browsers reject comma decimals such as "12,50".
   */
  type?: InputFieldType;
  /** The value (controlled). */
  value?: string;
  /** The starting value when the field manages its own value. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the field: the moment to validate its format. */
  onBlur?: () => void;
  /** The error message. Its presence makes the field invalid. */
  error?: string;
  /** The field must be filled in: sets `aria-required`; fields without it show "(optional)". */
  required?: boolean;
  /** Not editable and not focusable; the value is not submitted. */
  disabled?: boolean;
  /** Focusable and copyable, but not editable. */
  readOnly?: boolean;
  /** A leading icon from the BUI set, such as `search`. Decorative: the label names the field. */
  icon?: IconName;
  /** Text before the value that belongs to it, such as "€". Read after the label. */
  prefix?: string;
  /** Text after the value that belongs to it, such as "hours". Read after the label. */
  suffix?: string;
  /** Control height: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
  /** The autofill hint (`email`, `given-name`, `tel`, `one-time-code`…). */
  autoComplete?: string;
  /** The on-screen keyboard to show; `decimal` for amounts. */
  inputMode?: InputFieldInputMode;
  /** The most characters allowed, counted as people see them. A counter appears at 80 % of it. */
  maxLength?: number;
  /** The input's name in a submitted form. */
  name?: string;
  /** The input's id, for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** Sets `data-testid` on the field's root element. */
  testId?: string;
}

/**
 * A labelled single-line text field on react-aria's `TextField` and `Input`
 * (`SearchField` for `type="search"`, which adds the clear button and Escape).
 * The label, hint and error come from the shared field layout.
 */
export function InputField({
  label,
  hideLabel = false,
  hint,
  type = 'text',
  value,
  defaultValue,
  onChange,
  onBlur,
  error,
  required = false,
  disabled = false,
  readOnly = false,
  icon,
  prefix,
  suffix,
  size = 'md',
  autoComplete,
  inputMode,
  maxLength,
  name,
  id,
  testId,
}: InputFieldProps): ReactNode {
  const safeType = oneOf('InputField', 'type', type, inputFieldTypes, 'text');
  const safeSize = oneOf('InputField', 'size', size, fieldSizes, 'md');
  const safeInputMode =
    inputMode === undefined ? undefined : oneOf('InputField', 'inputMode', inputMode, inputFieldInputModes, 'text');
  const limit = validMaxLength('InputField', maxLength);
  const field = useLimitedValue({value, defaultValue, onChange, maxLength: limit});
  const [revealed, setRevealed] = useState(false);
  const prefixId = useId();
  const suffixId = useId();
  const invalid = hasError(error);

  const describedBy = [prefix ? prefixId : null, suffix ? suffixId : null].filter(Boolean).join(' ') || undefined;
  const rootProps = {
    className: `${fieldClassName} ${styles.root}`,
    value: field.value,
    onChange: field.change,
    onBlur: onBlur ? () => onBlur() : undefined,
    isInvalid: invalid,
    isRequired: required,
    isDisabled: disabled,
    isReadOnly: readOnly,
    // BUI forms validate in code and summarise errors (see the forms pattern):
    // no native browser bubbles, `required` only sets aria-required.
    validationBehavior: 'aria' as const,
    autoComplete,
    inputMode: safeInputMode,
    name,
    id,
    'aria-describedby': describedBy,
    'data-testid': testId,
  };

  const control = (
    <Group
      role="presentation"
      isDisabled={disabled}
      isInvalid={invalid}
      className={controlClassName(safeSize, styles.control)}
      data-readonly={readOnly || undefined}
    >
      {icon ? <Icon name={icon} size={safeSize === 'lg' ? 'md' : 'sm'} color="muted" /> : null}
      {prefix ? (
        <span id={prefixId} className={styles.affix}>
          {prefix}
        </span>
      ) : null}
      <Input className={styles.input} type={safeType === 'password' && revealed ? 'text' : safeType} />
      {suffix ? (
        <span id={suffixId} className={styles.affix}>
          {suffix}
        </span>
      ) : null}
      {safeType === 'search' ? (
        <Button className={styles.clear}>
          <Icon name="close" size="sm" />
        </Button>
      ) : null}
      {safeType === 'password' ? (
        <ToggleButton className={styles.reveal} isSelected={revealed} onChange={setRevealed} isDisabled={disabled}>
          Show<VisuallyHidden elementType="span"> password</VisuallyHidden>
        </ToggleButton>
      ) : null}
    </Group>
  );

  const parts = (
    <FieldParts
      label={label}
      hint={hint}
      error={error}
      required={required}
      editable={!disabled && !readOnly}
      hideLabel={hideLabel}
    >
      {control}
      {limit === undefined ? null : (
        <CharacterCount count={field.count} max={limit} shortened={field.shortened} edited={field.edited} />
      )}
    </FieldParts>
  );

  return safeType === 'search' ? (
    <SearchField {...rootProps}>{parts}</SearchField>
  ) : (
    <TextField {...rootProps}>{parts}</TextField>
  );
}
