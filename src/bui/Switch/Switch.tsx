import {forwardRef, type ReactNode} from 'react';
import {SwitchButton as AriaSwitchButton, SwitchField as AriaSwitchField, Text} from 'react-aria-components';
import {Icon} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {switchStrings} from './Switch.strings';
import {FieldErrorMessage, hasError, type FieldBaseProps} from '../internal/Field';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
import {Spinner} from '../Spinner';
import styles from './Switch.module.css';

export const switchSizes = ['sm', 'md'] as const;
export type SwitchSize = (typeof switchSizes)[number];
export const switchLabelPositions = ['start', 'end'] as const;
export type SwitchLabelPosition = (typeof switchLabelPositions)[number];

export interface SwitchProps extends FieldBaseProps {
  /** The setting in its "on" form: "Show weekends". It never changes with the state, and it names the switch. */
  children?: ReactNode;
  /** @deprecated Renamed `children` in 1.1, as on Checkbox; `label` still works and warns in development. */
  label?: string;
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /** Whether the switch starts on (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state, `true` or `false`, as soon as the switch is flipped. Save it straight away. */
  onChange?: (checked: boolean) => void;
  /** A second line under the label: the effect of the setting, or why it cannot be changed. */
  description?: ReactNode;
  /** What went wrong when the change could not be saved. Switch it back to its previous position when you set this. */
  error?: string;
  /** `sm` for toolbars and table rows next to 32 px controls. */
  size?: SwitchSize;
  /** `end`: the label follows the switch. `start`: the label comes first, so a list of settings lines its switches up at the end. */
  labelPosition?: SwitchLabelPosition;
  /** Cannot be flipped and cannot be focused. Say why in `description`. */
  disabled?: boolean;
  /** The last change is still being saved: the switch keeps focus but ignores presses. */
  loading?: boolean;
  /** Shows the setting and can be focused, but cannot be flipped: for people allowed to see a setting but not change it. */
  readOnly?: boolean;
  /**
   * Accepted like on every field, but it does nothing here: a switch is always on or off, so there is nothing left
   * to fill in, and it applies at once rather than with a form. Something that must be ticked is a `Checkbox`.
   */
  required?: boolean;
  /** The input's name, for the rare switch inside a form (a switch normally saves at once). Sends "on" while on. */
  name?: string;
  /** Keeps the text as the accessible name but hides it; only where the setting is named right beside it. */
  hideLabel?: boolean;
  /** Sets `data-testid` on the switch's root element. */
  testId?: string;
}

/**
 * An on/off setting that applies at once. react-aria's SwitchField and
 * SwitchButton: a native checkbox input with `role="switch"` inside a label,
 * flipped by Space; description and error linked with `aria-describedby`.
 */
export const Switch = /* @__PURE__ */ forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  {
    children,
    label,
    checked,
    defaultChecked,
    onChange,
    description,
    error,
    size = 'md',
    labelPosition = 'end',
    disabled = false,
    loading = false,
    hideLabel = false,
    readOnly = false,
    // Taken out of `rest` and not used: see the prop's description.
    required: _required,
    id,
    name,
    onBlur,
    onFocus,
    autoFocus,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  const {format} = useBuiStrings(switchStrings);
  const safeSize = oneOf('Switch', 'size', size, switchSizes, 'md');
  const position = oneOf('Switch', 'labelPosition', labelPosition, switchLabelPositions, 'end');
  warnRenamed('Switch', 'label', 'children', label);
  const text = children ?? label;
  if (text === undefined || text === null || text === '')
    devWarn('Switch', 'A switch needs its text as children, such as "Show weekends": it is its accessible name.');
  const classes = classNames(
    styles.switch,
    safeSize === 'sm' && styles.sm,
    position === 'start' && styles.labelStart,
    UNSAFE_className,
  );
  return (
    <AriaSwitchField
      {...ariaOf(rest)}
      {...dataOf(rest)}
      inputRef={ref}
      className={classes}
      id={id}
      name={name}
      onBlur={onBlur}
      onFocus={onFocus}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's own autoFocus, a base prop every field takes
      autoFocus={autoFocus}
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      isDisabled={disabled}
      // While saving, the switch stays focusable and announced but does not
      // flip again: react-aria's read-only state (aria-readonly on the input).
      isReadOnly={loading || readOnly}
      isInvalid={hasError(error)}
      data-loading={loading || undefined}
      data-testid={testId}
    >
      <AriaSwitchButton className={styles.button}>
        {({isSelected}) => (
          <>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb}>
                {/* The track is hidden from assistive technology: the input's
                    read-only state says that a change is being saved. The
                    spinner follows the Spinner delay rule. */}
                {loading ? (
                  <Spinner label={format('switchSaving')} size="sm" hideLabel />
                ) : isSelected ? (
                  <Icon name="check" size="sm" className={styles.check} />
                ) : null}
              </span>
            </span>
            <span className={hideLabel ? styles.visuallyHidden : styles.label}>{text}</span>
          </>
        )}
      </AriaSwitchButton>
      {description !== undefined && description !== null && description !== '' ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {/* Present (empty) before an error arrives, so the message is announced
          when it appears: focus stays on the switch, so nothing else would say it. */}
      <div className={styles.error} aria-live="polite">
        <FieldErrorMessage>{error}</FieldErrorMessage>
      </div>
    </AriaSwitchField>
  );
});
