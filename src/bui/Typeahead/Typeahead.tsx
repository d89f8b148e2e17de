import {
  cloneElement,
  forwardRef,
  isValidElement,
  useEffect,
  useState,
  type FocusEvent,
  type ForwardedRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  VisuallyHidden,
  type Key,
} from 'react-aria-components';
import {Icon} from '../Icon';
import {Spinner} from '../Spinner';
import {Tag, TagGroup} from '../Tag';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings, type BuiStrings, type KeysOf} from '../internal/i18n';
import {typeaheadStrings} from './Typeahead.strings';
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
import {matchesQuery} from './matchText';
import {useRemoteOptions, type LoadOptions} from './useRemoteOptions';
import styles from './Typeahead.module.css';

/** Remote searches start at this many characters. */
const REMOTE_MIN_LENGTH = 2;

interface TypeaheadCommonProps<T> extends FieldBaseProps {
  /** The visible label: what the field holds, such as "Cost centre". It is the field's accessible name. */
  label: string;
  /** Hides the label text but keeps it as the accessible name. */
  hideLabel?: boolean;
  /** Help text under the label: what can be typed, such as "Search by name or code, for example 4100". */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The error message. Its presence makes the field invalid. */
  error?: string;
  /** A value must be chosen: sets `aria-required`; fields without it show "(optional)". */
  required?: boolean;
  /** Not focusable; chips stay readable but cannot be removed. */
  disabled?: boolean;
  /** Focusable and copyable, but the value cannot change: no list, no clear button, chips cannot be removed. */
  readOnly?: boolean;
  /** Field height: `sm` 32 px for filter bars, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
  /** Local data: every item, filtered in the browser as people type. Children is then a render function. */
  items?: Iterable<T>;
  /**
   * Remote data: called with the query (2 characters or more, 300 ms after the
   * last keystroke) and an AbortSignal; resolves with the matching items, at
   * most 50. Answers to older queries are dropped. Children is then a render function.
   */
  loadOptions?: LoadOptions<T>;
  /** The text of a value whose option is not loaded, such as a stored value when a remote field first shows. */
  resolveLabel?: (value: string) => string | undefined;
  /** `Typeahead.Option` elements, or with `items` or `loadOptions` a function from an item to its `Typeahead.Option`. */
  children: ReactNode | ((item: T) => ReactElement<TypeaheadOptionProps>);
  /** Local lists: match inside words too ("dam" finds "Rotterdam"), not only at the start of a word. */
  matchAnywhere?: boolean;
  /** Opens the list on focus, before anything is typed: all options, or what `loadOptions('')` returns (recent choices). */
  showSuggestions?: boolean;
  /** With `multiple`: the most values that can be chosen. Once reached, the list says so instead of offering more. */
  max?: number;
  /** The name of the hidden input that carries the value in a submitted form. */
  name?: string;
  /** The input's id, for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** Sets `data-testid` on the field's root element. */
  testId?: string;
}

export interface TypeaheadSingleProps<T = unknown> extends TypeaheadCommonProps<T> {
  /** Lets people choose several values, shown as chips; `value` is then an array of ids. */
  multiple?: false;
  /** The chosen option's `value` (controlled), or `null` for none; an array with `multiple`. */
  value?: string | null;
  /** The starting value when the field manages its own; an array with `multiple`. */
  defaultValue?: string | null;
  /** Called with the chosen option's `value` (`null` when cleared); with `multiple`, with the array of values. */
  onChange?: (value: string | null) => void;
}

// The multiple-choice shape of the same props, documented on
// TypeaheadSingleProps (the props table merges the two).
export interface TypeaheadMultipleProps<T = unknown> extends TypeaheadCommonProps<T> {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
}

export type TypeaheadProps<T = unknown> = TypeaheadSingleProps<T> | TypeaheadMultipleProps<T>;

const TypeaheadWithRef = /* @__PURE__ */ forwardRef(function Typeahead<T = unknown>(
  props: TypeaheadProps<T>,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const {
    label,
    hideLabel = false,
    description,
    hint,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    size = 'md',
    items,
    loadOptions,
    resolveLabel,
    children,
    matchAnywhere = false,
    showSuggestions = false,
    max,
    name,
    id,
    onBlur,
    onFocus,
    autoFocus,
    testId,
    UNSAFE_className,
    ...rest
  } = props;
  warnRenamed('Typeahead', 'hint', 'description', hint);
  const multiple = props.multiple === true;
  const safeSize = oneOf('Typeahead', 'size', size, fieldSizes, 'md');
  if (items !== undefined && loadOptions !== undefined) {
    devWarn('Typeahead', 'items and loadOptions were both given; pass one. Using loadOptions.');
  }

  // Value: controlled when `value` is given, otherwise kept here.
  const initial = toIds(props.defaultValue);
  const [ownValue, setOwnValue] = useState<string[]>(initial);
  const controlled = props.value !== undefined;
  const values = controlled ? toIds(props.value) : ownValue;
  const report = props.onChange as ((next: string | string[] | null) => void) | undefined;
  const setValues = (next: string[]) => {
    if (!controlled) setOwnValue(next);
    report?.(multiple ? next : (next[0] ?? null));
  };

  // Texts of the chosen values, kept so chips and the single value keep
  // their text when a remote search no longer returns their options.
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const localOptions = loadOptions === undefined ? renderOptions(items, children) : [];
  const localTexts = textsOf(localOptions);
  const knownText = (value: string) => known.get(value) ?? localTexts.get(value) ?? resolveLabel?.(value);

  const [inputValue, setInputValue] = useState(() =>
    multiple || initial[0] === undefined ? '' : (knownText(initial[0]) ?? ''),
  );
  const [focused, setFocused] = useState(false);
  const {format} = useBuiStrings(typeaheadStrings);
  const atMax = multiple && max !== undefined && values.length >= max;

  const singleText = !multiple && values[0] !== undefined ? (knownText(values[0]) ?? '') : '';
  // In single mode the chosen value's own text is not a query.
  const query = !multiple && inputValue === singleText ? '' : inputValue;
  const remote = useRemoteOptions(loadOptions, query, {
    minLength: REMOTE_MIN_LENGTH,
    enabled: loadOptions !== undefined && !atMax && !disabled && !readOnly,
    suggestEmpty: showSuggestions && focused,
  });

  const options = atMax ? [] : loadOptions !== undefined ? renderOptions(remote.items, children) : localOptions;
  const currentTexts = textsOf(options);
  const textOf = (value: string) => currentTexts.get(value) ?? knownText(value) ?? value;
  const remember = (ids: string[]) =>
    setKnown((previous) => new Map([...previous, ...ids.map((id): [string, string] => [id, textOf(id)])]));

  // Removal by Backspace is announced here; the polite region exists from the first render.
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!announcement) return undefined;
    const timer = setTimeout(() => setAnnouncement(''), 5000);
    return () => clearTimeout(timer);
  }, [announcement]);

  const handleChange = (next: Key | Key[] | null) => {
    if (Array.isArray(next)) {
      const ids = next.map(String);
      if (max !== undefined && ids.length > max) return;
      // react-aria also reports an unchanged selection (when the list opens on typing): only a
      // real choice clears the query, or the letters just typed would vanish.
      if (ids.length !== values.length || ids.some((value, index) => value !== values[index])) {
        remember(ids);
        setValues(ids);
        setInputValue('');
      }
    } else {
      const idOrNull = next === null ? null : String(next);
      if (idOrNull !== (values[0] ?? null)) {
        if (idOrNull !== null) remember([idOrNull]);
        setValues(idOrNull === null ? [] : [idOrNull]);
      }
      setInputValue(idOrNull === null ? '' : textOf(idOrNull));
    }
  };

  const removeChip = (value: string, announce: boolean) => {
    setValues(values.filter((item) => item !== value));
    if (announce) setAnnouncement(format('removedNamed', {name: textOf(value)}));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // One Backspace in the empty input removes the last chip (the Tag page's rule).
    if (multiple && event.key === 'Backspace' && inputValue === '' && values.length > 0 && !disabled && !readOnly) {
      event.preventDefault();
      removeChip(values[values.length - 1], true);
    }
  };

  const clear = () => {
    setValues([]);
    setInputValue('');
  };

  const loading = loadOptions !== undefined && remote.status === 'loading';
  const status = statusText({
    atMax,
    max,
    query: inputValue.trim(),
    remote: loadOptions !== undefined,
    remoteStatus: remote.status,
    count: options.filter(
      (option) => loadOptions !== undefined || matchesQuery(optionText(option.props.children), query, matchAnywhere),
    ).length,
    focused,
    format,
  });
  const emptyText = atMax
    ? status
    : loadOptions !== undefined && remote.status === 'idle' && query.trim().length < REMOTE_MIN_LENGTH
      ? format('typeaheadMinLength', {count: REMOTE_MIN_LENGTH})
      : loadOptions !== undefined && (remote.pending || remote.status === 'loading')
        ? format('typeaheadSearching')
        : loadOptions !== undefined && remote.status === 'error'
          ? format('typeaheadLoadError')
          : format('typeaheadNoMatchesSpelling', {query: inputValue.trim()});

  const invalid = hasError(error);
  const showClear = !disabled && !readOnly && (inputValue !== '' || values.length > 0) && !multiple;
  const shared = {
    ...ariaOf(rest),
    inputValue,
    onInputChange: setInputValue,
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(false);
      onBlur?.(event);
    },
    autoFocus,
    isInvalid: invalid,
    isRequired: required,
    isDisabled: disabled,
    isReadOnly: readOnly,
    validationBehavior: 'aria' as const,
    name,
    menuTrigger: showSuggestions ? ('focus' as const) : ('input' as const),
    allowsEmptyCollection: true,
    // Remote answers are already filtered by the server.
    defaultFilter: (text: string, typed: string) =>
      loadOptions !== undefined || matchesQuery(text, !multiple && typed === singleText ? '' : typed, matchAnywhere),
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
      <Group className={controlClassName(safeSize, styles.control)} data-readonly={readOnly || undefined}>
        <span className={styles.lead}>
          {loading ? (
            <Spinner label={format('typeaheadSearchingLabel')} size="sm" hideLabel />
          ) : (
            <Icon name="search" size="sm" color="muted" />
          )}
        </span>
        <Input ref={ref} className={styles.input} id={id} onKeyDown={onKeyDown} />
        {showClear ? (
          // slot={null}: not the combobox's own trigger button.
          <Button slot={null} className={styles.clear} onPress={clear} aria-label={format('typeaheadClear')}>
            <Icon name="close" size="sm" />
          </Button>
        ) : null}
      </Group>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.list} renderEmptyState={() => emptyText}>
          {options}
        </ListBox>
      </Popover>
      <VisuallyHidden elementType="span" role="status" aria-live="polite">
        {announcement || status}
      </VisuallyHidden>
    </FieldParts>
  );

  // The chips sit outside react-aria's ComboBox: a TagGroup is a collection
  // of its own, and nesting it in the ComboBox's collection breaks both.
  const chips =
    multiple && values.length > 0 ? (
      <TagGroup label={format('typeaheadChosen', {label})} hideLabel disabled={disabled} size="sm">
        {values.map((value) => (
          <Tag key={value} value={value} onRemove={readOnly ? undefined : () => removeChip(value, false)}>
            {textOf(value)}
          </Tag>
        ))}
      </TagGroup>
    ) : null;

  return multiple ? (
    <div {...dataOf(rest)} className={classNames(styles.multiple, UNSAFE_className)} data-testid={testId}>
      <AriaComboBox
        {...shared}
        className={classNames(fieldClassName, styles.root)}
        selectionMode="multiple"
        value={values}
        onChange={(next) => handleChange([...next])}
      >
        {parts}
      </AriaComboBox>
      {chips}
    </div>
  ) : (
    <AriaComboBox
      {...shared}
      {...dataOf(rest)}
      className={classNames(fieldClassName, styles.root, UNSAFE_className)}
      selectionMode="single"
      value={values[0] ?? null}
      onChange={handleChange}
      data-testid={testId}
    >
      {parts}
    </AriaComboBox>
  );
});

function toIds(value: string | string[] | null | undefined): string[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function textsOf(options: ReactElement<TypeaheadOptionProps>[]): Map<string, string> {
  return new Map(options.map((option) => [option.props.value, optionText(option.props.children)]));
}

function optionText(children: ReactNode): string {
  return typeof children === 'string' || typeof children === 'number' ? String(children) : '';
}

/**
 * The text of the polite status region: searching, no results, the maximum.
 * Not the number of results: react-aria's ComboBox announces it, in the
 * reader's language, whenever the list opens or its length changes, and a
 * second count here was read twice.
 */
function statusText({
  atMax,
  max,
  query,
  remote,
  remoteStatus,
  count,
  focused,
  format,
}: {
  atMax: boolean;
  max: number | undefined;
  query: string;
  remote: boolean;
  remoteStatus: string;
  count: number;
  focused: boolean;
  format: BuiStrings<KeysOf<typeof typeaheadStrings>>['format'];
}): string {
  if (!focused) return '';
  if (atMax) return format('typeaheadMaxChosen', {count: max ?? 0});
  if (remote) {
    if (remoteStatus === 'loading') return format('typeaheadSearching');
    if (remoteStatus === 'error') return format('typeaheadLoadError');
    if (remoteStatus !== 'done') return '';
  } else if (query === '') return '';
  return count === 0 ? format('typeaheadNoMatches', {query}) : '';
}

/** The options as elements keyed by value; with data, each item through the render function. */
function renderOptions<T>(
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactElement<TypeaheadOptionProps>),
): ReactElement<TypeaheadOptionProps>[] {
  if (typeof children !== 'function') {
    const list: ReactElement<TypeaheadOptionProps>[] = [];
    const collect = (node: ReactNode) => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (isValidElement<TypeaheadOptionProps>(node) && typeof node.props.value === 'string') list.push(node);
    };
    collect(children);
    return list;
  }
  if (items === undefined) return [];
  return Array.from(items, (item) => {
    const option = children(item);
    return cloneElement(option, {key: option.props.value});
  });
}

export interface TypeaheadOptionProps {
  /** The option's id: what the field's `value` and `onChange` use. */
  value: string;
  /** The option's text, under 60 characters, leading with the word people type. */
  children: string;
  /** A second line in muted text: a code, a place, a job title. Part of the option's accessible name. */
  description?: string;
  /** Something shown before the text, such as a decorative `Avatar`. */
  media?: ReactNode;
  /** Cannot be chosen and is skipped by the arrow keys. */
  disabled?: boolean;
  /** Sets `data-testid` on the option. */
  testId?: string;
}

/** One suggestion of a `Typeahead`: a react-aria `ListBoxItem` whose id is `value`. */
export function TypeaheadOption({
  value,
  children,
  description,
  media,
  disabled = false,
  testId,
}: TypeaheadOptionProps): ReactNode {
  const {format} = useBuiStrings(typeaheadStrings);
  return (
    <ListBoxItem
      id={value}
      textValue={children}
      aria-label={description ? `${children}${format('listSeparator')}${description}` : undefined}
      isDisabled={disabled}
      className={styles.option}
      data-testid={testId}
    >
      {({isSelected, selectionMode}) => (
        <>
          {media ? <span className={styles.media}>{media}</span> : null}
          <span className={styles.optionText}>
            <span className={styles.optionLabel}>{children}</span>
            {description ? <span className={styles.description}>{description}</span> : null}
          </span>
          {isSelected ? (
            <Icon name="check" size="sm" className={styles.check} />
          ) : selectionMode === 'multiple' ? (
            <span className={styles.checkSpace} aria-hidden="true" />
          ) : null}
        </>
      )}
    </ListBoxItem>
  );
}

/**
 * A text field with a list of suggestions, on react-aria's `ComboBox`,
 * `Input`, `Popover`, `ListBox` and `ListBoxItem`: the combobox role,
 * `aria-activedescendant`, arrow keys, Enter and Escape are react-aria's.
 * With `multiple`, the chosen values are a `Tag.Group` of chips before the input.
 */
export const Typeahead = /* @__PURE__ */ Object.assign(
  // forwardRef drops the type parameter; the cast restores it, so `items` still types the render function.
  TypeaheadWithRef as <T = unknown>(props: TypeaheadProps<T> & RefAttributes<HTMLInputElement>) => ReactElement | null,
  {Option: TypeaheadOption},
);
