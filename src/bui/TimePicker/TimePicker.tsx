import {useState, type ReactNode} from 'react';
import {DateInput, DateSegment, TimeField, type TimeValue} from 'react-aria-components';
import {formatIsoTime, parseIsoTime} from '../DatePicker/isoDate';
import pickerStyles from '../DatePicker/DatePicker.module.css';
import {durationText, minutesOfDay, rangeLength} from '../DurationPicker/duration';
import {devWarn, oneOf} from '../internal/devWarn';
import {controlClassName, fieldClassName, FieldParts, fieldSizes, hasError, type FieldSize} from '../internal/Field';
import styles from './TimePicker.module.css';

export interface TimePickerProps {
  /** The visible label, naming the event: "Shift starts", not "Time". */
  label: string;
  /** Hides the label text but keeps it as the accessible name. */
  hideLabel?: boolean;
  /** Help text under the label: the expected format ("For example 09:30") and the time zone when it matters. */
  hint?: ReactNode;
  /** The error message. Its presence makes the field invalid. */
  error?: string;
  /** A time must be given: sets `aria-required`; fields without it show "(optional)". */
  required?: boolean;
  /** Not focusable; say why in the hint. */
  disabled?: boolean;
  /** Field height: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
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
  /** With `rangeStart`: shows the range's length under the field, such as "Length: 4 h 30 min". */
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
export function TimePicker({
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  disabled = false,
  size = 'md',
  value,
  defaultValue,
  onChange,
  min,
  max,
  rangeStart,
  allowOvernight = false,
  showDuration = false,
  name,
  testId,
}: TimePickerProps): ReactNode {
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
      if (low !== null && high !== null) ownError = `Choose a time between ${low} and ${high}`;
      else if (low !== null) ownError = `Choose a time at or after ${low}`;
      else ownError = `Choose a time at or before ${high ?? ''}`;
    }
    if (start) {
      const range = rangeLength(formatIsoTime(start), current, allowOvernight);
      if (range.length === null) ownError ??= `End time must be after ${formatIsoTime(start)}`;
      else if (showDuration)
        length = `Length: ${durationText(range.length)}${range.overnight ? ', ending the next day' : ''}`;
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
      className={`${fieldClassName} ${pickerStyles.root}`}
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
      validationBehavior="aria"
      name={name}
      data-testid={testId}
    >
      <FieldParts
        label={label}
        hint={
          length ? (
            <>
              {hint ? <span className={styles.line}>{hint}</span> : null}
              <span className={styles.line}>{length}</span>
            </>
          ) : (
            hint
          )
        }
        error={shownError}
        required={required}
        editable={!disabled}
        hideLabel={hideLabel}
      >
        <DateInput className={controlClassName(safeSize, `${pickerStyles.input} ${styles.input}`)}>
          {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
        </DateInput>
      </FieldParts>
    </TimeField>
  );
}
