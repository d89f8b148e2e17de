import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {Group, TextArea, TextField} from 'react-aria-components';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBrowserLayoutEffect} from '../internal/useBrowserLayoutEffect';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
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
  type FieldSize,
} from '../internal/Field';
import styles from './Textarea.module.css';

export interface TextareaProps extends FieldBaseProps {
  /** The visible label: the question people answer, in sentence case. It is the field's accessible name. */
  label: string;
  /** Help text under the label: who will read the text, or the limit ("Up to 500 characters"). */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The value (controlled). Line breaks are kept. */
  value?: string;
  /** The starting value when the field manages its own value. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Not editable and not focusable; the value is not submitted. */
  disabled?: boolean;
  /** Focusable and selectable for copying, but not editable; no resize handle. */
  readOnly?: boolean;
  /**
   * Visible lines, and the least the field can be resized to; at least 2.
   * @default 3, or 2 at size `sm`
   */
  rows?: number;
  /** Grows one line at a time with the text, up to `maxRows`, then scrolls inside. */
  autoGrow?: boolean;
  /** The tallest an `autoGrow` field gets, in lines. */
  maxRows?: number;
  /** The most characters allowed, counted as people see them. A counter appears at 80 % of it. */
  maxLength?: number;
  /** Text size and padding: `sm` for inline comments in dense screens (14 px text). */
  size?: FieldSize;
  /** Ctrl + Enter (Cmd + Enter on macOS) submits the surrounding form. Say so in the `description`. */
  submitOnModEnter?: boolean;
  /** Browser spell checking; turn it off only for codes and identifiers. */
  spellCheck?: boolean;
  /** Sets `data-testid` on the field's root element. */
  testId?: string;
}

const MIN_ROWS = 2;

/**
 * A labelled multi-line text field on react-aria's `TextField` and `TextArea`,
 * with the shared label, hint, error and character counter.
 */
export const Textarea = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    hideLabel = false,
    description,
    hint,
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    autoFocus,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    rows,
    autoGrow = false,
    maxRows = 8,
    maxLength,
    size = 'md',
    submitOnModEnter = false,
    spellCheck = true,
    name,
    id,
    testId,
    UNSAFE_className,
    ...rest
  },
  forwardedRef,
) {
  warnRenamed('Textarea', 'hint', 'description', hint);
  const safeSize = oneOf('Textarea', 'size', size, fieldSizes, 'md');
  const safeRows = validRows('rows', rows, safeSize === 'sm' ? MIN_ROWS : 3, MIN_ROWS);
  const safeMaxRows = validRows('maxRows', maxRows, 8, safeRows);
  const limit = validMaxLength('Textarea', maxLength);
  const field = useLimitedValue({value, defaultValue, onChange, maxLength: limit});
  const ref = useRef<HTMLTextAreaElement>(null);
  // The sizing below needs the element too, so the caller's ref gets it from this one.
  useImperativeHandle(forwardedRef, () => ref.current as HTMLTextAreaElement, []);

  // Heights in lines need the rendered line height, which only the browser
  // knows. `rows` is also the least people can drag the field to; with
  // `autoGrow` the field follows its text up to `maxRows`. (CSS
  // `field-sizing: content` would grow it, but not yet in every browser.)
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = window.getComputedStyle(element);
    const line = Number.parseFloat(style.lineHeight);
    const padding = Number.parseFloat(style.paddingBlockStart) + Number.parseFloat(style.paddingBlockEnd);
    if (!Number.isFinite(line) || !Number.isFinite(padding)) return;
    element.style.minBlockSize = `${safeRows * line + padding}px`;
    if (!autoGrow) return;
    element.style.maxBlockSize = `${safeMaxRows * line + padding}px`;
    element.style.blockSize = 'auto';
    element.style.blockSize = `${element.scrollHeight}px`;
  }, [autoGrow, field.value, safeRows, safeMaxRows, safeSize]);

  const submitOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!submitOnModEnter || event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  const invalid = hasError(error);

  return (
    <TextField
      {...ariaOf(rest)}
      {...dataOf(rest)}
      className={classNames(fieldClassName, UNSAFE_className)}
      value={field.value}
      onChange={field.change}
      onBlur={onBlur}
      onFocus={onFocus}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's own autoFocus, a base prop every field takes
      autoFocus={autoFocus}
      isInvalid={invalid}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
      // BUI forms validate in code and summarise errors (see the forms pattern).
      validationBehavior="aria"
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
        <Group
          role="presentation"
          isDisabled={disabled}
          isInvalid={invalid}
          className={controlClassName(safeSize, styles.control)}
          data-readonly={readOnly || undefined}
        >
          <TextArea
            ref={ref}
            rows={safeRows}
            spellCheck={spellCheck}
            onKeyDown={submitOnShortcut}
            className={[styles.textarea, autoGrow ? styles.autoGrow : null].filter(Boolean).join(' ')}
            // TextField learns that its control is a textarea only after mounting, so the server
            // render would carry the input's `type`, which a textarea may not have (invalid HTML).
            render={({type: _inputType, ...domProps}: ComponentPropsWithRef<'textarea'> & {type?: string}) => (
              <textarea {...domProps} />
            )}
          />
        </Group>
        {limit === undefined ? null : (
          <CharacterCount count={field.count} max={limit} shortened={field.shortened} edited={field.edited} />
        )}
      </FieldParts>
    </TextField>
  );
});

function validRows(prop: string, value: number | undefined, fallback: number, least: number): number {
  if (value === undefined) return fallback;
  if (Number.isInteger(value) && value >= least) return value;
  devWarn('Textarea', `${prop}={${String(value)}} must be a whole number of at least ${least}; using ${fallback}.`);
  return Math.max(fallback, least);
}
