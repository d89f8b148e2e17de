import {forwardRef, useId, useState, type ReactNode} from 'react';
import {Button, Group, Input, SearchField, TextField, ToggleButton, VisuallyHidden} from 'react-aria-components';
import {Icon} from '../Icon';
import type {IconName} from '../Icon';
import {oneOf, warnRenamed} from '../internal/devWarn';
import {ariaOf, classNames, dataOf, idList} from '../internal/passThrough';
import {
  CharacterCount,
  controlClassName,
  fieldClassName,
  FieldParts,
  fieldSizes,
  hasError,
  useLimitedValue,
  validMaxLength,
  type FieldBaseProps,
} from '../internal/Field';
import styles from './InputField.module.css';

export const inputFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;
export type InputFieldType = (typeof inputFieldTypes)[number];

export const inputFieldInputModes = ['text', 'decimal', 'numeric', 'tel', 'email', 'url', 'search', 'none'] as const;
export type InputFieldInputMode = (typeof inputFieldInputModes)[number];

export interface InputFieldProps extends FieldBaseProps {
  /** The visible label: a short noun in sentence case, no colon. It is the field's accessible name. */
  label: string;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
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
  /** Not editable and not focusable; the value is not submitted. */
  disabled?: boolean;
  /** A leading icon from the BUI set, such as `search`. Decorative: the label names the field. */
  icon?: IconName;
  /** Text before the value that belongs to it, such as "€". Read after the label. */
  prefix?: string;
  /** Text after the value that belongs to it, such as "hours". Read after the label. */
  suffix?: string;
  /** The autofill hint (`email`, `given-name`, `tel`, `one-time-code`…). */
  autoComplete?: string;
  /** The on-screen keyboard to show; `decimal` for amounts. */
  inputMode?: InputFieldInputMode;
  /** The most characters allowed, counted as people see them. A counter appears at 80 % of it. */
  maxLength?: number;
  /** Sets `data-testid` on the field's root element. */
  testId?: string;
}

/**
 * A labelled single-line text field on react-aria's `TextField` and `Input`
 * (`SearchField` for `type="search"`, which adds the clear button and Escape).
 * The label, hint and error come from the shared field layout.
 */
export const InputField = /* @__PURE__ */ forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  {
    label,
    hideLabel = false,
    description,
    hint,
    type = 'text',
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    autoFocus,
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
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  warnRenamed('InputField', 'hint', 'description', hint);
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

  const rootProps = {
    ...ariaOf(rest),
    ...dataOf(rest),
    className: classNames(fieldClassName, styles.root, UNSAFE_className),
    value: field.value,
    onChange: field.change,
    onBlur,
    onFocus,
    autoFocus,
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
    'aria-describedby': idList(rest['aria-describedby'], prefix && prefixId, suffix && suffixId),
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
      <Input ref={ref} className={styles.input} type={safeType === 'password' && revealed ? 'text' : safeType} />
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
      hint={description ?? hint}
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
});
