import {forwardRef, useId, useState, type FocusEvent, type ReactNode} from 'react';
import {useFocusWithin} from 'react-aria';
import {FieldErrorContext, Group, Input, LabelContext, NumberField, Provider, TextContext} from 'react-aria-components';
import {Button} from '../Button';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {durationPickerStrings} from './DurationPicker.strings';
import {
  controlClassName,
  fieldClassName,
  FieldParts,
  fieldSizes,
  hasError,
  type FieldBaseProps,
} from '../internal/Field';
import {ariaOf, classNames, dataOf, idList} from '../internal/passThrough';
import {clampMinutes, durationSpeech, durationText, isMinuteStep, splitMinutes} from './duration';
import styles from './DurationPicker.module.css';

export interface DurationPickerProps extends FieldBaseProps {
  /** The visible label, naming the activity: "Time spent", not "Duration". */
  label: string;
  /** Hides the label text but keeps it as the group's accessible name. */
  hideLabel?: boolean;
  /** Help text under the label, such as the step or the limit: "In steps of 15 min". */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** A duration must be given: sets `aria-required` on the segments; fields without it show "(optional)". */
  required?: boolean;
  /** Not focusable and presets are hidden; say why in the description. */
  disabled?: boolean;
  /** The segments can be focused and read but not changed, and presets are hidden. */
  readOnly?: boolean;
  /** The id of the group that holds the segments, for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** The name of a hidden input that carries the total in minutes in a submitted form (empty when there is no duration). */
  name?: string;
  /** Called when focus leaves the field: moving between the hours and the minutes does not count. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the field from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the first segment when the field first renders. */
  autoFocus?: boolean;
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
export const DurationPicker = /* @__PURE__ */ forwardRef<HTMLDivElement, DurationPickerProps>(function DurationPicker(
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
    autoFocus = false,
    min = 0,
    max = 1440,
    step = 1,
    minutesOnly = false,
    presets,
    name,
    id,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  warnRenamed('DurationPicker', 'hint', 'description', hint);
  const help = description ?? hint;
  const {format} = useBuiStrings(durationPickerStrings);
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

  const ownId = useId();
  const labelId = `${ownId}-label`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const valueId = `${ownId}-value`;
  // Like react-aria's date and time fields: one focus and one blur for the whole field, not one per segment.
  const {focusWithinProps} = useFocusWithin({onFocusWithin: onFocus, onBlurWithin: onBlur});
  const invalid = hasError(error);
  const hasHelp = help !== undefined && help !== null && help !== '';
  const maxHours = Math.floor(high / 60);
  const maxMinutes = minutesOnly ? high : Math.min(59, high);

  const segment = (unit: 'hours' | 'minutes', current: number, maxValue: number, unitText: string, first: boolean) => (
    <NumberField
      className={styles.segment}
      aria-label={format(unit === 'hours' ? 'durationHours' : 'durationMinutes')}
      value={current}
      onChange={(next) => commit({...shown, [unit]: next})}
      minValue={0}
      maxValue={maxValue}
      step={unit === 'minutes' ? minuteStep : 1}
      isDisabled={disabled}
      isReadOnly={readOnly}
      isInvalid={invalid}
      isRequired={required}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the app asks for it with the field's own autoFocus prop
      autoFocus={autoFocus && first}
      validationBehavior="aria"
      formatOptions={{maximumFractionDigits: 0, useGrouping: false}}
    >
      <Input
        className={styles.input}
        role="spinbutton"
        aria-valuenow={Number.isNaN(current) ? undefined : current}
        aria-valuemin={0}
        aria-valuemax={maxValue}
        aria-valuetext={
          Number.isNaN(current)
            ? format('durationEmpty')
            : durationSpeech(unit === 'hours' ? current * 60 : current, format)
        }
        size={unit === 'minutes' && minutesOnly ? 3 : 2}
      />
      <span className={styles.unit} aria-hidden="true">
        {unitText}
      </span>
    </NumberField>
  );

  return (
    <div {...dataOf(rest)} className={classNames(fieldClassName, styles.root, UNSAFE_className)} data-testid={testId}>
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
          hint={help}
          error={error}
          required={required}
          editable={!disabled && !readOnly}
          hideLabel={hideLabel}
        >
          <Group
            {...ariaOf(rest)}
            onFocus={focusWithinProps.onFocus}
            onBlur={focusWithinProps.onBlur}
            ref={ref}
            id={id}
            className={controlClassName(safeSize, styles.group)}
            aria-labelledby={labelId}
            aria-describedby={idList(
              total !== null && valueId,
              hasHelp && hintId,
              invalid && errorId,
              rest['aria-describedby'],
            )}
            isDisabled={disabled}
            isReadOnly={readOnly}
            isInvalid={invalid}
            // react-aria's Group marks itself disabled only with data-disabled; the units inside are part of the disabled control too.
            aria-disabled={disabled || undefined}
          >
            {minutesOnly ? null : segment('hours', shown.hours, maxHours, format('durationUnitHours'), true)}
            {segment('minutes', shown.minutes, maxMinutes, format('durationUnitMinutes'), minutesOnly)}
          </Group>
          {/* The whole value as one phrase in the description, so it need not be pieced together from the segments. */}
          {total === null ? null : (
            <span id={valueId} className={styles.visuallyHidden}>
              {durationSpeech(total, format)}
            </span>
          )}
        </FieldParts>
      </Provider>
      {name === undefined ? null : <input type="hidden" name={name} value={total ?? ''} disabled={disabled} />}
      {presets && presets.length > 0 && !disabled && !readOnly ? (
        <div className={styles.presets} role="group" aria-label={format('durationPresets', {label})}>
          {presets.map((preset) => (
            <Button
              key={preset}
              size="sm"
              onPress={() => commit(toSegments(clampMinutes(preset, low, high), minutesOnly))}
            >
              {durationText(preset, format)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
});
