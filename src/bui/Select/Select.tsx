import {
  cloneElement,
  forwardRef,
  isValidElement,
  useState,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import {Icon} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {selectStrings} from './Select.strings';
import {
  controlClassName,
  fieldClassName,
  FieldParts,
  fieldSizes,
  hasError,
  type FieldBaseProps,
  type FieldSize,
} from '../internal/Field';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
import {optionValues, unknownValues} from './optionValues';
import styles from './Select.module.css';

interface SelectCommonProps<T> extends FieldBaseProps {
  /** The visible label: a short noun, such as "Absence type". It is the select's accessible name. */
  label: string;
  /** Hides the label text but keeps it as the accessible name, for a sort control whose purpose is plain. */
  hideLabel?: boolean;
  /** Help text under the label; also the place to say why a select is disabled. */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The error message. Its presence makes the select invalid. */
  error?: string;
  /** A choice must be made: sets `aria-required`; selects without it show "(optional)". */
  required?: boolean;
  /** Not focusable and cannot open; the value is not submitted. */
  disabled?: boolean;
  /** Focusable and submitted, but does not open and its value cannot change: review pages. */
  readOnly?: boolean;
  /** Trigger height: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
  /** The prompt shown until something is chosen: an action in 3 words or fewer, such as "Choose a team". Not a format hint. Defaults to "Select an option", localised. */
  placeholder?: string;
  /** The name of the hidden native select that carries the value in a submitted form. */
  name?: string;
  /** The trigger's id, for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** Sets `data-testid` on the select's root element. */
  testId?: string;
  /** Options loaded as data, such as from a server; `children` is then a function that returns one `Select.Option` per item. */
  items?: Iterable<T>;
  /** The `Select.Option` elements, or with `items` a function from an item to its `Select.Option`. */
  children: ReactNode | ((item: T) => ReactElement<SelectOptionProps>);
}

export interface SelectSingleProps<T = unknown> extends SelectCommonProps<T> {
  /** Lets people choose several options; `value` is then an array of ids. */
  multiple?: false;
  /** The chosen option's `value` (controlled), or `null` for none; an array with `multiple`. */
  value?: string | null;
  /** The starting choice when the select manages its own value; an array with `multiple`. */
  defaultValue?: string | null;
  /** Called with the chosen option's `value`; with `multiple`, with the array of chosen values. */
  onChange?: (value: string) => void;
}

// The multiple-choice shape of the same props. Its members are documented on
// SelectSingleProps, which describes both modes: the props table merges the
// two, and a second set of comments would print every description twice.
export interface SelectMultipleProps<T = unknown> extends SelectCommonProps<T> {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
}

export type SelectProps<T = unknown> = SelectSingleProps<T> | SelectMultipleProps<T>;

const SelectWithRef = /* @__PURE__ */ forwardRef(function Select<T = unknown>(
  {
    label,
    hideLabel = false,
    description,
    hint,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    size = 'md',
    placeholder: givenPlaceholder,
    multiple = false,
    value,
    defaultValue,
    onChange,
    name,
    id,
    onBlur,
    onFocus,
    autoFocus,
    testId,
    items,
    children,
    UNSAFE_className,
    ...rest
  }: SelectProps<T>,
  ref: ForwardedRef<HTMLButtonElement>,
) {
  warnRenamed('Select', 'hint', 'description', hint);
  const {format} = useBuiStrings(selectStrings);
  const placeholder = givenPlaceholder ?? format('selectPlaceholder');
  const safeSize = oneOf('Select', 'size', size, fieldSizes, 'md');
  const options = renderOptions(items, children);
  const unknown = unknownValues(value ?? defaultValue, optionValues(options));
  if (unknown.length > 0) {
    devWarn(
      'Select',
      `value ${unknown.map((item) => `"${item}"`).join(', ')} matches no Select.Option; showing the prompt. Add a disabled option for historical values.`,
    );
  }

  // react-aria's Select has no read-only state, so the value is always
  // controlled here: a read-only select keeps it by ignoring changes (a
  // letter typed on the closed trigger would otherwise choose an option).
  const [ownValue, setOwnValue] = useState<string | string[] | null>(defaultValue ?? null);
  const current = value === undefined ? ownValue : value;

  // Destructuring loses the link between `multiple` and the type of
  // `onChange`, so the callback is widened here and each branch passes the
  // shape its mode promises.
  const report = onChange as ((next: string | string[]) => void) | undefined;
  const handleChange = (next: Key | Key[] | null) => {
    if (readOnly) return;
    if (Array.isArray(next)) {
      const ids = next.map(String);
      setOwnValue(ids);
      report?.(ids);
    } else if (next !== null) {
      setOwnValue(String(next));
      report?.(String(next));
    }
  };

  const invalid = hasError(error);
  const shared = {
    ...ariaOf(rest),
    ...dataOf(rest),
    className: classNames(fieldClassName, styles.root, UNSAFE_className),
    onChange: handleChange,
    onBlur,
    onFocus,
    autoFocus,
    // The list stays shut while read-only; react-aria then leaves focus on the trigger.
    isOpen: readOnly ? false : undefined,
    isInvalid: invalid,
    isRequired: required,
    isDisabled: disabled,
    // BUI forms validate in code and summarise errors (see the forms pattern).
    validationBehavior: 'aria' as const,
    placeholder,
    name,
    id,
    // An empty list still opens, to say so, rather than doing nothing.
    allowsEmptyCollection: true,
    'data-testid': testId,
  };

  const parts = (
    <FieldParts
      label={label}
      hint={description ?? hint}
      error={error}
      required={required}
      editable={!disabled && !readOnly}
      hideLabel={hideLabel}
    >
      <Button
        ref={ref}
        className={controlClassName(safeSize, styles.trigger)}
        data-invalid={invalid || undefined}
        data-readonly={readOnly || undefined}
      >
        <SelectValue className={styles.value} />
        <Icon name="chevron-down" size="sm" color="muted" className={styles.chevron} />
      </Button>
      {/* 4 px from the trigger: --bui-space-1, which react-aria needs in pixels. */}
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.list} renderEmptyState={() => format('selectNoOptions')}>
          {options}
        </ListBox>
      </Popover>
    </FieldParts>
  );

  return multiple ? (
    <AriaSelect {...shared} selectionMode="multiple" value={Array.isArray(current) ? current : []}>
      {parts}
    </AriaSelect>
  ) : (
    <AriaSelect {...shared} selectionMode="single" value={typeof current === 'string' ? current : null}>
      {parts}
    </AriaSelect>
  );
});

/**
 * The options as elements. Items are rendered here rather than handed to
 * react-aria's dynamic collection, which would replace each option's `value`
 * with the item object; Select lists are short, so nothing needs caching.
 */
function renderOptions<T>(
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactElement<SelectOptionProps>),
): ReactNode {
  if (typeof children !== 'function') return children;
  if (items === undefined) {
    devWarn(
      'Select',
      'children is a function but there are no items to call it with; pass items, or Select.Option children.',
    );
    return null;
  }
  return Array.from(items, (item) => {
    const option = children(item);
    return isValidElement(option) ? cloneElement(option, {key: option.props.value}) : option;
  });
}

export interface SelectOptionProps {
  /** The option's id: what the select's `value` and `onChange` use. */
  value: string;
  /** The option's text, under 40 characters. Typing its first letters jumps to it. */
  children: ReactNode;
  /** Cannot be chosen and is skipped by the arrow keys; use it for historical values such as "Marketing (archived)". */
  disabled?: boolean;
  /** Sets `data-testid` on the option. */
  testId?: string;
}

/** One choice of a `Select`: a react-aria `ListBoxItem` whose id is `value`. */
export function SelectOption({value, children, disabled = false, testId}: SelectOptionProps): ReactNode {
  return (
    <ListBoxItem
      id={value}
      textValue={typeof children === 'string' ? children : undefined}
      isDisabled={disabled}
      className={styles.option}
      data-testid={testId}
    >
      {({isSelected, selectionMode}) => (
        <>
          <span className={styles.optionText}>{children}</span>
          {selectionMode === 'multiple' ? (
            <span className={styles.box} aria-hidden="true">
              {isSelected ? <Icon name="check" size="sm" /> : null}
            </span>
          ) : isSelected ? (
            <Icon name="check" size="sm" className={styles.check} />
          ) : null}
        </>
      )}
    </ListBoxItem>
  );
}

/**
 * A closed field that opens a list of options, on react-aria's `Select`,
 * `Button`, `SelectValue`, `Popover`, `ListBox` and `ListBoxItem`. Keyboard,
 * typeahead, focus and positioning are react-aria's.
 */
export const Select = /* @__PURE__ */ Object.assign(
  // forwardRef drops the type parameter; the cast restores it, so `items` still types the render function.
  SelectWithRef as <T = unknown>(props: SelectProps<T> & RefAttributes<HTMLButtonElement>) => ReactElement | null,
  {Option: SelectOption},
);
