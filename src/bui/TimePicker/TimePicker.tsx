import {forwardRef, useState, type FocusEvent, type ReactNode} from 'react';
import {DateInput, DateSegment, TimeField, type TimeValue} from 'react-aria-components';
import {formatIsoTime, parseIsoTime} from '../DatePicker/isoDate';
import pickerStyles from '../DatePicker/DatePicker.module.css';
import {durationText, minutesOfDay, rangeLength} from '../DurationPicker/duration';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {timePickerStrings} from './TimePicker.strings';
import {
  controlClassName,
  fieldClassName,
  FieldParts,
  fieldSizes,
  hasError,
  type FieldBaseProps,
} from '../internal/Field';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
import styles from './TimePicker.module.css';

export interface TimePickerProps extends FieldBaseProps {
  /** The visible label, naming the event: "Shift starts", not "Time". */
  label: string;
  /** Help text under the label: the expected format ("For example 09:30") and the time zone when it matters. */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** Not focusable; say why in the description. */
  disabled?: boolean;
  /** The segments can be focused and read but not changed. */
  readOnly?: boolean;
  /** The id of the group that holds the hours and minutes segments, for links from a form's error summary (`href="#id"`). Generated when left out. */
  id?: string;
  /** Called when focus leaves the field: moving between the hours and the minutes does not count. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the field from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the hours segment when the field first renders. */
  autoFocus?: boolean;
  /** The time as a 24-hour "HH:mm" string, `'09:30'` (controlled), or `null` for none. */
  value?: string | null;
  /** The starting time when the picker manages its own value. */
  defaultValue?: string | null;
  /** Called with "HH:mm" once both segments are filled, and with `null` when the field is cleared. */
  onChange?: (value: string | null) => void;
  /** The earliest time of the day that is valid, "HH:mm". A plain limit of the day: never pass a range's start here. */
  min?: string;
  /** The latest time of the day that is valid, "HH:mm". */
  max?: string;
  /** For the end of a range: its start time, "HH:mm". An end at or before it is an error, unless `allowOvernight`. */
  rangeStart?: string | null;
  /** With `rangeStart`: an end at or before the start is read as the next day (night shifts: 22:00 to 06:00). */
  allowOvernight?: boolean;
  /** With `rangeStart`: shows the range's length under the label, after the description, such as "Length: 4 h 30 min". */
  showDuration?: boolean;
  /** The name of the hidden input that carries the value in a submitted form. */
  name?: string;
  /** Sets `data-testid` on the picker's root element. */
  testId?: string;
}

function timeProp(prop: string, value: string | null | undefined) {
  if (value === undefined || value === null) return value;
  const time = parseIsoTime(value);
  if (time === null) devWarn('TimePicker', `${prop}="${value}" is not a 24-hour "HH:mm" time; ignoring it.`);
  return time;
}

/**
 * A time of day on the 24-hour clock, on react-aria's `TimeField`: the hours
 * and the minutes are each a `spinbutton` and a tab stop of their own. The
 * public value is an "HH:mm" string; react-aria's Time stays inside.
 */
export const TimePicker = /* @__PURE__ */ forwardRef<HTMLDivElement, TimePickerProps>(function TimePicker(
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
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    autoFocus,
    min,
    max,
    rangeStart,
    allowOvernight = false,
    showDuration = false,
    name,
    id,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  warnRenamed('TimePicker', 'hint', 'description', hint);
  const help = description ?? hint;
  const {format} = useBuiStrings(timePickerStrings);
  const safeSize = oneOf('TimePicker', 'size', size, fieldSizes, 'md');
  const controlled = timeProp('value', value);
  const initial = timeProp('defaultValue', defaultValue);
  const minTime = timeProp('min', min) ?? undefined;
  const maxTime = timeProp('max', max) ?? undefined;
  const start = timeProp('rangeStart', rangeStart);

  const [own, setOwn] = useState<string | null>(initial ? formatIsoTime(initial) : null);
  const current = value !== undefined ? (controlled ? formatIsoTime(controlled) : null) : own;

  let ownError: string | undefined;
  let length: string | undefined;
  if (current !== null) {
    const at = minutesOfDay(current);
    const low = minTime ? formatIsoTime(minTime) : null;
    const high = maxTime ? formatIsoTime(maxTime) : null;
    if ((low !== null && at < minutesOfDay(low)) || (high !== null && at > minutesOfDay(high))) {
      if (low !== null && high !== null) ownError = format('timeBetween', {from: low, to: high});
      else if (low !== null) ownError = format('timeAtOrAfter', {time: low});
      else ownError = format('timeAtOrBefore', {time: high ?? ''});
    }
    if (start) {
      const range = rangeLength(formatIsoTime(start), current, allowOvernight);
      if (range.length === null) ownError ??= format('timeEndAfter', {time: formatIsoTime(start)});
      else if (showDuration)
        length = format(range.overnight ? 'timeLengthOvernight' : 'timeLength', {
          duration: durationText(range.length, format),
        });
    }
  }
  const shownError = hasError(error) ? error : ownError;

  const handleChange = (next: TimeValue | null) => {
    const iso = next ? formatIsoTime(next) : null;
    setOwn(iso);
    onChange?.(iso);
  };

  return (
    <TimeField
      {...ariaOf(rest)}
      {...dataOf(rest)}
      className={classNames(fieldClassName, pickerStyles.root, UNSAFE_className)}
      granularity="minute"
      // The format rule: 24-hour, two-digit hours, in every locale.
      hourCycle={24}
      shouldForceLeadingZeros
      value={value === undefined ? undefined : controlled}
      defaultValue={value === undefined ? initial : undefined}
      onChange={handleChange}
      minValue={minTime}
      maxValue={maxTime}
      isInvalid={hasError(shownError)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
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
        hint={
          length ? (
            <>
              {help ? <span className={styles.line}>{help}</span> : null}
              <span className={styles.line}>{length}</span>
            </>
          ) : (
            help
          )
        }
        error={shownError}
        required={required}
        editable={!disabled && !readOnly}
        hideLabel={hideLabel}
      >
        {/* react-aria's DateInput renders the group of segments that the label names and the id lands on. */}
        <DateInput ref={ref} className={controlClassName(safeSize, `${pickerStyles.input} ${styles.input}`)}>
          {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
        </DateInput>
      </FieldParts>
    </TimeField>
  );
});
