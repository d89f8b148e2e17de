import {forwardRef, useState, type FocusEvent, type ReactNode} from 'react';
import {
  Button,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  RangeCalendar,
  type DateValue,
  type RangeValue,
} from 'react-aria-components';
import {isoProp, useHintWithExample, type UnavailableDates} from '../DatePicker/DatePicker';
import {CalendarMonth, dialogClassName, popoverClassName, rangeCalendarClassName} from '../DatePicker/calendarParts';
import {displayRange, formatIsoDate, limitError, unavailableTest} from '../DatePicker/isoDate';
import pickerStyles from '../DatePicker/DatePicker.module.css';
import {Icon} from '../Icon';
import {oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {dateRangePickerStrings} from './DateRangePicker.strings';
import {
  controlClassName,
  fieldClassName,
  FieldParts,
  fieldSizes,
  hasError,
  type FieldBaseProps,
} from '../internal/Field';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
import styles from './DateRangePicker.module.css';

/** A range of ISO dates, both ends included. */
export interface DateRange {
  /** The first day, `'2026-03-14'`. */
  start: string;
  /** The last day, on or after `start`. */
  end: string;
}

export interface DateRangePickerProps extends FieldBaseProps {
  /** The visible label, naming what the range is for: "Leave dates", not "Date range". */
  label: string;
  /** Help text under the label: what the range is for, and any limit. The format example comes from `formatExample`. */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /**
   * A range the description ends with as an example of the format, written as the fields show it in the reader's
   * locale: `{start: '2026-03-14', end: '2026-03-18'}` adds "For example 3/14/2026 – 3/18/2026" in the United States.
   */
  formatExample?: DateRange;
  /** Not focusable and the calendar cannot open; say why in the description. */
  disabled?: boolean;
  /** The segments can be focused and read but not changed, and the calendar does not open. */
  readOnly?: boolean;
  /** The id of the group that holds both dates and the calendar button, for links from a form's error summary (`href="#id"`). Generated when left out. */
  id?: string;
  /** Called when focus leaves the field: moving between its segments and into its calendar does not count. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the field from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the start date's first segment when the field first renders. */
  autoFocus?: boolean;
  /** The range as `{start, end}` ISO dates (controlled), or `null` for none. */
  value?: DateRange | null;
  /** The starting range when the picker manages its own value. */
  defaultValue?: DateRange | null;
  /** Called with `{start, end}` once both ends hold valid dates, and with `null` when the field is cleared. */
  onChange?: (value: DateRange | null) => void;
  /** The earliest day either end can be, as an ISO date. */
  min?: string;
  /** The latest day either end can be, as an ISO date. */
  max?: string;
  /** Days that cannot be chosen, such as public holidays: a list of ISO dates, or a function of an ISO date. A range may span them. */
  unavailableDates?: UnavailableDates;
  /** The name of the hidden inputs that carry the ISO start and end in a submitted form: `<name>-start` and `<name>-end`. */
  name?: string;
  /** Sets `data-testid` on the picker's root element. */
  testId?: string;
}

function rangeProp(prop: string, range: DateRange | null | undefined) {
  if (range === undefined || range === null) return range;
  const start = isoProp('DateRangePicker', `${prop}.start`, range.start);
  const end = isoProp('DateRangePicker', `${prop}.end`, range.end);
  if (!start || !end) return null;
  return {start, end};
}

/**
 * A start and an end date in one field, typed into segments or chosen on one
 * calendar, on react-aria's `DateRangePicker`, two `DateInput`s, `Popover`,
 * `Dialog` and `RangeCalendar`. The calendar opens from its button or with
 * Alt + Arrow down in the field; Space in a segment never opens it.
 */
export const DateRangePicker = /* @__PURE__ */ forwardRef<HTMLDivElement, DateRangePickerProps>(
  function DateRangePicker(
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
      name,
      id,
      testId,
      UNSAFE_className,
      ...rest
    },
    ref,
  ) {
    warnRenamed('DateRangePicker', 'hint', 'description', hint);
    const safeSize = oneOf('DateRangePicker', 'size', size, fieldSizes, 'md');
    const controlled = rangeProp('value', value);
    const initial = rangeProp('defaultValue', defaultValue);
    const minDate = isoProp('DateRangePicker', 'min', min) ?? undefined;
    const maxDate = isoProp('DateRangePicker', 'max', max) ?? undefined;
    const shownHint = useHintWithExample(
      'DateRangePicker',
      description ?? hint,
      formatExample === undefined ? undefined : [formatExample.start, formatExample.end],
    );

    const strings = useBuiStrings(dateRangePickerStrings);
    const {format, locale} = strings;

    const toIso = (range: {start: DateValue; end: DateValue} | null | undefined): DateRange | null =>
      range ? {start: formatIsoDate(range.start), end: formatIsoDate(range.end)} : null;
    const [own, setOwn] = useState<DateRange | null>(toIso(initial));
    const current = value !== undefined ? toIso(controlled) : own;
    // While people type the end's year, the end passes through dates before
    // the start: the field keeps what was typed and says so, never clears itself.
    const limitMessage = current
      ? (limitError(current.start, min, max, strings) ??
        limitError(current.end, min, max, strings) ??
        (current.end < current.start ? format('dateEndBeforeStart') : null))
      : null;
    const shownError = hasError(error) ? error : (limitMessage ?? undefined);
    const shown = current ? displayRange(current.start, current.end, locale) : null;

    const handleChange = (next: RangeValue<DateValue> | null) => {
      const iso = toIso(next);
      setOwn(iso);
      onChange?.(iso);
    };

    return (
      <AriaDateRangePicker
        {...ariaOf(rest)}
        {...dataOf(rest)}
        className={classNames(fieldClassName, pickerStyles.root, UNSAFE_className)}
        granularity="day"
        value={value === undefined ? undefined : controlled}
        defaultValue={value === undefined ? initial : undefined}
        onChange={handleChange}
        minValue={minDate}
        maxValue={maxDate}
        isDateUnavailable={unavailableTest(unavailableDates)}
        // A leave request may cross a public holiday; the holiday itself just cannot be an end.
        allowsNonContiguousRanges
        isInvalid={hasError(shownError)}
        isRequired={required}
        isDisabled={disabled}
        isReadOnly={readOnly}
        validationBehavior="aria"
        id={id}
        onBlur={onBlur}
        onFocus={onFocus}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the app asks for it with the field's own autoFocus prop
        autoFocus={autoFocus}
        startName={name ? `${name}-start` : undefined}
        endName={name ? `${name}-end` : undefined}
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
          {/* The ref goes to react-aria's group: it holds both dates and the button, and it is the element react-aria
            names with the label, describes and gives the id. */}
          <Group
            ref={ref}
            className={controlClassName(safeSize, `${pickerStyles.group} ${styles.group}`)}
            isReadOnly={readOnly}
          >
            <DateInput slot="start" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
            </DateInput>
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <DateInput slot="end" className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
            </DateInput>
            <Button
              className={pickerStyles.button}
              aria-label={shown ? format('dateRangeChange', {dates: shown}) : format('dateRangeChoose')}
            >
              <Icon name="calendar" size="md" />
            </Button>
          </Group>
          <Popover className={popoverClassName} placement="bottom start" offset={4}>
            <Dialog className={dialogClassName}>
              <RangeCalendar className={rangeCalendarClassName}>
                <CalendarMonth />
              </RangeCalendar>
            </Dialog>
          </Popover>
        </FieldParts>
      </AriaDateRangePicker>
    );
  },
);
