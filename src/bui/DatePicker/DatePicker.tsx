import {forwardRef, useState, type FocusEvent, type ReactNode} from 'react';
import {
  Button,
  Calendar,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  type DateValue,
} from 'react-aria-components';
import {Icon} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {datePickerStrings} from './DatePicker.strings';
import {
  controlClassName,
  fieldClassName,
  FieldParts,
  fieldSizes,
  hasError,
  type FieldBaseProps,
} from '../internal/Field';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
import {calendarClassName, CalendarMonth, dialogClassName, popoverClassName} from './calendarParts';
import {displayDate, formatIsoDate, limitError, parseIsoDate, typedDate, unavailableTest} from './isoDate';
import styles from './DatePicker.module.css';

/** Dates BUI will not let people choose: a list of ISO dates, or a function that gets each ISO date. */
export type UnavailableDates = readonly string[] | ((date: string) => boolean);

export interface DatePickerProps extends FieldBaseProps {
  /** The visible label, naming the specific date: "Contract start date", not "Date". */
  label: string;
  /** Help text under the label: what the date is for, and any limit. The format example comes from `formatExample`. */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /**
   * An ISO date the description ends with as an example of the format, written as the field shows it in the
   * reader's locale: `'2026-03-14'` adds "For example 3/14/2026" in the United States and "For example 14/03/2026"
   * in the United Kingdom. A date written any other way ("14 Mar 2026") is one the segments cannot take.
   */
  formatExample?: string;
  /** Not focusable and the calendar cannot open; say why in the description. */
  disabled?: boolean;
  /** The segments can be focused and read but not changed, and the calendar does not open. */
  readOnly?: boolean;
  /** The id of the group that holds the segments and the calendar button, for links from a form's error summary (`href="#id"`). Generated when left out. */
  id?: string;
  /** Called when focus leaves the field: moving between its segments and into its calendar does not count. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the field from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the first segment when the field first renders. */
  autoFocus?: boolean;
  /** The date as an ISO string, `'2026-03-14'` (controlled), or `null` for none. */
  value?: string | null;
  /** The starting date when the picker manages its own value. */
  defaultValue?: string | null;
  /** Called with the ISO date once every segment holds a valid date, and with `null` when the field is cleared. */
  onChange?: (value: string | null) => void;
  /** The earliest date that can be chosen, as an ISO date. Earlier days are disabled; a typed earlier date shows an error naming the limit. */
  min?: string;
  /** The latest date that can be chosen, as an ISO date. */
  max?: string;
  /** Days that cannot be chosen for another reason, such as public holidays: a list of ISO dates, or a function of an ISO date that returns `true` for an unavailable day. */
  unavailableDates?: UnavailableDates;
  /** Any ISO date in the month the calendar shows first while the field is empty, such as `'1990-01-01'` for a date of birth. */
  defaultMonth?: string;
  /** The name of the hidden input that carries the ISO value in a submitted form. */
  name?: string;
  /** Sets `data-testid` on the picker's root element. */
  testId?: string;
}

/** An ISO prop as a CalendarDate; invalid text warns in development and counts as empty. */
export function isoProp(component: string, prop: string, value: string | null | undefined) {
  if (value === undefined || value === null) return value;
  const date = parseIsoDate(value);
  if (date === null) devWarn(component, `${prop}="${value}" is not an ISO date (YYYY-MM-DD); showing no date.`);
  return date;
}

/**
 * The description, then "For example" and the dates of `example` as the date field
 * shows them typed in the reader's locale (typedDate): one date for a date
 * picker, the start and the end for a range picker. An invalid date warns in
 * development and leaves the description as it is.
 */
export function useHintWithExample(component: string, hint: ReactNode, example: readonly string[] | undefined) {
  const {format, locale} = useBuiStrings(datePickerStrings);
  if (example === undefined) return hint;
  const typed = example.map((date) => typedDate(date, locale));
  if (typed.some((text) => text === null)) {
    devWarn(
      component,
      `formatExample holds "${example.join('", "')}", not ISO dates (YYYY-MM-DD); showing no example.`,
    );
    return hint;
  }
  const text = format('dateExample', {example: typed.join(' – ')});
  return hint === undefined || hint === null || hint === '' ? (
    text
  ) : (
    <>
      {hint} {text}
    </>
  );
}

/**
 * One date, typed into day, month and year segments or chosen from a calendar,
 * on react-aria's `DatePicker`, `DateInput`, `Popover`, `Dialog` and
 * `Calendar`. The public value is an ISO string; react-aria's CalendarDate
 * stays inside. Segment order and the first day of the week are the locale's.
 */
export const DatePicker = /* @__PURE__ */ forwardRef<HTMLDivElement, DatePickerProps>(function DatePicker(
  {
    label,
    hideLabel = false,
    description,
    hint,
    formatExample,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    size = 'md',
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    autoFocus,
    min,
    max,
    unavailableDates,
    defaultMonth,
    name,
    id,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  warnRenamed('DatePicker', 'hint', 'description', hint);
  const safeSize = oneOf('DatePicker', 'size', size, fieldSizes, 'md');
  const controlled = isoProp('DatePicker', 'value', value);
  const initial = isoProp('DatePicker', 'defaultValue', defaultValue);
  const minDate = isoProp('DatePicker', 'min', min) ?? undefined;
  const maxDate = isoProp('DatePicker', 'max', max) ?? undefined;
  const month = isoProp('DatePicker', 'defaultMonth', defaultMonth) ?? undefined;
  const isUnavailable = unavailableTest(unavailableDates);
  const strings = useBuiStrings(datePickerStrings);
  const {format, locale} = strings;
  const shownHint = useHintWithExample(
    'DatePicker',
    description ?? hint,
    formatExample === undefined ? undefined : [formatExample],
  );

  // The last value the field held, to name a broken limit in the error.
  const [own, setOwn] = useState<string | null>(initial ? formatIsoDate(initial) : null);
  const current = value !== undefined ? (controlled ? formatIsoDate(controlled) : null) : own;
  const currentDate = parseIsoDate(current);
  const limitMessage =
    current === null || currentDate === null
      ? null
      : (limitError(current, min, max, strings) ??
        (isUnavailable?.(currentDate)
          ? format('dateUnavailable', {date: displayDate(current, locale) ?? current})
          : null));
  const shownError = hasError(error) ? error : (limitMessage ?? undefined);

  const handleChange = (next: DateValue | null) => {
    const iso = next ? formatIsoDate(next) : null;
    setOwn(iso);
    onChange?.(iso);
  };

  return (
    <AriaDatePicker
      {...ariaOf(rest)}
      {...dataOf(rest)}
      className={classNames(fieldClassName, styles.root, UNSAFE_className)}
      granularity="day"
      value={value === undefined ? undefined : controlled}
      defaultValue={value === undefined ? initial : undefined}
      onChange={handleChange}
      minValue={minDate}
      maxValue={maxDate}
      isDateUnavailable={isUnavailable}
      placeholderValue={month}
      isInvalid={hasError(shownError)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
      // BUI forms validate in code and summarise errors (see the forms pattern).
      validationBehavior="aria"
      name={name}
      id={id}
      onBlur={onBlur}
      onFocus={onFocus}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the app asks for it with the field's own autoFocus prop
      autoFocus={autoFocus}
      data-testid={testId}
    >
      <FieldParts
        label={label}
        hint={shownHint}
        error={shownError}
        required={required}
        editable={!disabled && !readOnly}
        hideLabel={hideLabel}
      >
        {/* The ref goes to react-aria's group: it holds the segments and the button, and it is the element react-aria
            names with the label, describes and gives the id. */}
        <Group ref={ref} className={controlClassName(safeSize, styles.group)} isReadOnly={readOnly}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button
            className={styles.button}
            aria-label={
              current && displayDate(current, locale)
                ? format('dateChange', {date: displayDate(current, locale) ?? current})
                : format('dateChoose')
            }
          >
            <Icon name="calendar" size="md" />
          </Button>
        </Group>
        <Popover className={popoverClassName} placement="bottom start" offset={4}>
          <Dialog className={dialogClassName}>
            <Calendar className={calendarClassName}>
              <CalendarMonth />
            </Calendar>
          </Dialog>
        </Popover>
      </FieldParts>
    </AriaDatePicker>
  );
});
