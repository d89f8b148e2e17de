import {useContext, useId, useState, type ReactNode} from 'react';
import {
  LabelContext,
  SharedElement,
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  ToggleGroupStateContext,
  type Key,
  type KeyboardEvent,
} from 'react-aria-components';
import {Icon, type IconName} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {FieldLabel, fieldClassName} from '../internal/Field';
import {Tooltip} from '../Tooltip/Tooltip';
import {optionsOf, resolveSelection, verticalArrowTarget} from './options';
import styles from './SegmentedControl.module.css';

export const segmentedControlSizes = ['sm', 'md', 'lg'] as const;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

export interface SegmentedControlProps {
  /** Names the group, shown above it; "Calendar range". */
  label: string;
  /** Keeps `label` as the group's accessible name but hides the text, when a heading or toolbar already says what it switches. */
  hideLabel?: boolean;
  /** The selected option's `value` (controlled). One option is always selected. */
  value?: string;
  /** The option selected when the control first renders (uncontrolled). Without it, the first enabled option. */
  defaultValue?: string;
  /** Called with the newly selected option's `value`. Pressing the selected option again does nothing. */
  onChange?: (value: string) => void;
  /** Height: `sm` 32 px (web app toolbars), `md` 40 px, `lg` 48 px. */
  size?: SegmentedControlSize;
  /** Stretches the track to its container's width, the options sharing it equally. */
  fullWidth?: boolean;
  /** Disables every option: not focusable, not selectable. */
  disabled?: boolean;
  /** Sets `data-testid` on the control's root element. */
  testId?: string;
  /** The `SegmentedControl.Option` elements, two to five. */
  children: ReactNode;
}

/**
 * A row of joined options, exactly one selected. react-aria's
 * ToggleButtonGroup in single selection with empty selection disallowed: the
 * group is a `radiogroup` and each option a `radio`; arrow keys move focus
 * (react-aria's toolbar behaviour) and Space or Enter selects.
 */
export function SegmentedControl({
  label,
  hideLabel = false,
  value,
  defaultValue,
  onChange,
  size = 'md',
  fullWidth = false,
  disabled = false,
  testId,
  children,
}: SegmentedControlProps) {
  const safeSize = oneOf('SegmentedControl', 'size', size, segmentedControlSizes, 'md');
  const labelId = useId();
  const options = optionsOf(children);
  const controlled = value !== undefined;
  const requested = resolveSelection(controlled ? value : defaultValue, options);
  if (requested.problem) devWarn('SegmentedControl', requested.problem);
  // Uncontrolled state lives here rather than in react-aria so an unknown
  // defaultValue falls back like an unknown value does.
  const [own, setOwn] = useState(requested.value);
  const selected = controlled ? requested.value : resolveSelection(own, options).value;

  const select = (keys: Set<Key>) => {
    const [next] = [...keys];
    if (typeof next !== 'string' || next === selected) return;
    if (!controlled) setOwn(next);
    onChange?.(next);
  };

  const classes = [fieldClassName, styles.root, styles[safeSize], fullWidth && styles.fullWidth]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-testid={testId}>
      <LabelContext.Provider value={{id: labelId, elementType: 'span'}}>
        {/* One option is always selected, so the choice is never optional. */}
        <FieldLabel required hideLabel={hideLabel}>
          {label}
        </FieldLabel>
      </LabelContext.Provider>
      <AriaToggleButtonGroup
        className={styles.track}
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selected === undefined ? [] : [selected]}
        onSelectionChange={select}
        isDisabled={disabled}
      >
        {children}
      </AriaToggleButtonGroup>
    </div>
  );
}

export interface SegmentedControlOptionProps {
  /** The option's id: what `onChange` receives and `value` selects. */
  value: string;
  /** The option's text: one or two words. Leave it out for an icon-only option, and give `icon` and `label`. */
  children?: ReactNode;
  /** An icon before the text, or alone in an icon-only option. */
  icon?: IconName;
  /** Icon-only options: the accessible name, also shown as a tooltip. Names the view, not the icon: "Calendar view". */
  label?: string;
  /** This option cannot be selected and is skipped by the arrow keys. */
  disabled?: boolean;
}

/**
 * react-aria's toolbar moves focus with the arrows along its orientation only;
 * radio groups also answer Arrow Up / Down (APG), so those two are added here,
 * moving focus the same way as Left / Right (no wrapping).
 */
function onOptionKeyDown(event: KeyboardEvent) {
  // react-aria types the target loosely (`any`); it is the option's button.
  const option = event.currentTarget as HTMLElement;
  const group = option.closest('[role="radiogroup"]');
  const radios = group ? [...group.querySelectorAll<HTMLElement>('[role="radio"]:not([disabled])')] : [];
  const target = verticalArrowTarget(event.key, radios.indexOf(option), radios.length);
  if (target === null) {
    event.continuePropagation();
    return;
  }
  event.preventDefault();
  radios[target]?.focus();
}

/**
 * One option of a SegmentedControl: react-aria's ToggleButton. The thumb
 * behind the selected option is react-aria's SharedElement, which slides from
 * the old option to the new one; it sits beside the button rather than in it,
 * because a button may only contain phrasing content.
 */
export function SegmentedControlOption({value, children, icon, label, disabled = false}: SegmentedControlOptionProps) {
  const selected = useContext(ToggleGroupStateContext)?.selectedKeys.has(value) ?? false;
  const iconOnly = children === undefined || children === null || children === '';
  if (iconOnly && !label) {
    devWarn('SegmentedControl.Option', `value="${value}" has no text: give it children, or icon and label.`);
  }
  const option = (
    <AriaToggleButton
      id={value}
      className={iconOnly ? `${styles.option} ${styles.iconOnly}` : styles.option}
      isDisabled={disabled}
      aria-label={iconOnly ? label : undefined}
      onKeyDown={onOptionKeyDown}
    >
      <span className={styles.content}>
        {icon ? <Icon name={icon} size="sm" /> : null}
        {iconOnly ? null : <span className={styles.text}>{children}</span>}
      </span>
    </AriaToggleButton>
  );
  // The tooltip shows the name of an icon-only option to sighted people; a
  // disabled option cannot take focus, so it gets none (Tooltip would refuse).
  return (
    <div className={styles.cell}>
      <SharedElement name="bui-segmented-thumb" isVisible={selected} className={styles.thumb} />
      {iconOnly && label && !disabled ? <Tooltip content={label}>{option}</Tooltip> : option}
    </div>
  );
}

SegmentedControl.Option = SegmentedControlOption;
