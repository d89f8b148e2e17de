import {useId, useState, type ReactNode} from 'react';
import {FieldErrorContext, Group, Input, LabelContext, NumberField, Provider, TextContext} from 'react-aria-components';
import {Button} from '../Button';
import {devWarn, oneOf} from '../internal/devWarn';
import {controlClassName, fieldClassName, FieldParts, fieldSizes, hasError, type FieldSize} from '../internal/Field';
import {clampMinutes, durationSpeech, durationText, isMinuteStep, splitMinutes} from './duration';
import styles from './DurationPicker.module.css';

export interface DurationPickerProps {
  /** The visible label, naming the activity: "Time spent", not "Duration". */
  label: string;
  /** Hides the label text but keeps it as the group's accessible name. */
  hideLabel?: boolean;
  /** Help text under the label, such as the step or the limit: "In steps of 15 min". */
  hint?: ReactNode;
  /** The error message. Its presence makes the field invalid. */
  error?: string;
  /** A duration must be given: sets `aria-required` on the segments; fields without it show "(optional)". */
  required?: boolean;
  /** Not focusable and presets are hidden; say why in the hint. */
  disabled?: boolean;
  /** Field height: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
  /** The duration in whole minutes (controlled): `90` is 1 h 30 min; `null` when empty, never `0`. */
  value?: number | null;
  /** The starting duration when the picker manages its own value. */
  defaultValue?: number | null;
  /** Called with the total in minutes when a segment changes, or `null` when both segments are empty. */
  onChange?: (value: number | null) => void;
  /** The shortest duration, in minutes. */
  min?: number;
  /** The longest duration, in minutes: 1,440 (24 h) unless set; time tracking usually sets 720. */
  max?: number;
  /** The minutes segment moves and rounds in steps of this many minutes: 1, 5, 15 or 30 (any divisor of 60). */
  step?: number;
  /** Only a minutes segment, for short durations such as breaks. */
  minutesOnly?: boolean;
  /** Quick picks, in minutes, shown as buttons under the field; choosing one replaces the value. */
  presets?: readonly number[];
  /** Sets `data-testid` on the picker's root element. */
  testId?: string;
}

interface Segments {
  hours: number;
  minutes: number;
}

const EMPTY: Segments = {hours: Number.NaN, minutes: Number.NaN};

function toSegments(total: number | null | undefined, minutesOnly: boolean): Segments {
  if (total === null || total === undefined) return EMPTY;
  return minutesOnly ? {hours: Number.NaN, minutes: total} : splitMinutes(total);
}

function totalOf({hours, minutes}: Segments): number | null {
  if (Number.isNaN(hours) && Number.isNaN(minutes)) return null;
  return (Number.isNaN(hours) ? 0 : hours) * 60 + (Number.isNaN(minutes) ? 0 : minutes);
}

function minutesProp(prop: string, value: number | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (Number.isInteger(value) && value >= 0) return value;
  devWarn('DurationPicker', `${prop}={${String(value)}} is not a whole number of minutes; ignoring it.`);
  return undefined;
}

/**
 * A length of time as hours and minutes segments, on two react-aria
 * `NumberField`s inside a `Group`. react-aria has no duration field, and a
 * `TimeField` would cap the hours at 23 and read as a clock time. Each
 * segment is restored to the `spinbutton` role with its value, minimum and
 * maximum (react-aria's number field drops the role because iOS VoiceOver
 * could not focus a spin button; a duration segment is a bounded number,
 * which is exactly what `spinbutton` announces). Keys, parsing and rounding
 * to the step are the number field's.
 */
export function DurationPicker({
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
  min = 0,
  max = 1440,
  step = 1,
  minutesOnly = false,
  presets,
  testId,
}: DurationPickerProps): ReactNode {
  const safeSize = oneOf('DurationPicker', 'size', size, fieldSizes, 'md');
  const low = minutesProp('min', min) ?? 0;
  const high = Math.max(low, minutesProp('max', max) ?? 1440);
  let minuteStep = step;
  if (!isMinuteStep(step)) {
    devWarn('DurationPicker', `step={${String(step)}} does not divide an hour; use 1, 5, 15 or 30. Using 1.`);
    minuteStep = 1;
  }
  const controlled = minutesProp('value', value);
  const [segments, setSegments] = useState<Segments>(() =>
    toSegments(value !== undefined ? controlled : minutesProp('defaultValue', defaultValue), minutesOnly),
  );
  // A controlled value that changed outside the field replaces the segments.
  const shown =
    value !== undefined && (controlled ?? null) !== totalOf(segments) ? toSegments(controlled, minutesOnly) : segments;
  const total = totalOf(shown);

  const commit = (next: Segments) => {
    let sum = totalOf(next);
    if (sum !== null && (sum > high || sum < low)) {
      sum = clampMinutes(sum, low, high);
      next = toSegments(sum, minutesOnly);
    }
    setSegments(next);
    if (sum !== totalOf(shown)) onChange?.(sum);
  };

  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const valueId = `${id}-value`;
  const invalid = hasError(error);
  const maxHours = Math.floor(high / 60);
  const maxMinutes = minutesOnly ? high : Math.min(59, high);

  const segment = (unit: 'hours' | 'minutes', current: number, maxValue: number, unitText: string) => (
    <NumberField
      className={styles.segment}
      aria-label={unit === 'hours' ? 'Hours' : 'Minutes'}
      value={current}
      onChange={(next) => commit({...shown, [unit]: next})}
      minValue={0}
      maxValue={maxValue}
      step={unit === 'minutes' ? minuteStep : 1}
      isDisabled={disabled}
      isInvalid={invalid}
      isRequired={required}
      validationBehavior="aria"
      formatOptions={{maximumFractionDigits: 0, useGrouping: false}}
    >
      <Input
        className={styles.input}
        role="spinbutton"
        aria-valuenow={Number.isNaN(current) ? undefined : current}
        aria-valuemin={0}
        aria-valuemax={maxValue}
        aria-valuetext={Number.isNaN(current) ? 'Empty' : durationSpeech(unit === 'hours' ? current * 60 : current)}
        size={unit === 'minutes' && minutesOnly ? 3 : 2}
      />
      <span className={styles.unit} aria-hidden="true">
        {unitText}
      </span>
    </NumberField>
  );

  return (
    <div className={`${fieldClassName} ${styles.root}`} data-testid={testId}>
      {/* No react-aria field holds two number fields, so the group's label,
          hint and error get their ids from these contexts instead. */}
      <Provider
        values={[
          [LabelContext, {id: labelId, elementType: 'span'}],
          [TextContext, {slots: {description: {id: hintId}, errorMessage: {id: errorId}}}],
          [
            FieldErrorContext,
            {
              isInvalid: invalid,
              validationErrors: invalid && error ? [error] : [],
              validationDetails: {} as ValidityState,
            },
          ],
        ]}
      >
        <FieldParts
          label={label}
          hint={hint}
          error={error}
          required={required}
          editable={!disabled}
          hideLabel={hideLabel}
        >
          <Group
            className={controlClassName(safeSize, styles.group)}
            aria-labelledby={labelId}
            aria-describedby={
              [total === null ? '' : valueId, hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') ||
              undefined
            }
            isDisabled={disabled}
            isInvalid={invalid}
            // react-aria's Group marks itself disabled only with data-disabled; the units inside are part of the disabled control too.
            aria-disabled={disabled || undefined}
          >
            {minutesOnly ? null : segment('hours', shown.hours, maxHours, 'h')}
            {segment('minutes', shown.minutes, maxMinutes, 'min')}
          </Group>
          {/* The whole value as one phrase in the description, so it need not be pieced together from the segments. */}
          {total === null ? null : (
            <span id={valueId} className={styles.visuallyHidden}>
              {durationSpeech(total)}
            </span>
          )}
        </FieldParts>
      </Provider>
      {presets && presets.length > 0 && !disabled ? (
        <div className={styles.presets} role="group" aria-label={`${label} presets`}>
          {presets.map((preset) => (
            <Button
              key={preset}
              size="sm"
              onPress={() => commit(toSegments(clampMinutes(preset, low, high), minutesOnly))}
            >
              {durationText(preset)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
