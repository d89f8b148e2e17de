import {createContext, forwardRef, useContext, useId, useState, type FocusEvent, type ReactNode} from 'react';
import {mergeProps, useFocusWithin} from 'react-aria';
import {
  FieldErrorContext,
  LabelContext,
  Provider,
  SharedElement,
  TextContext,
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  ToggleGroupStateContext,
  type Key,
  type KeyboardEvent,
} from 'react-aria-components';
import {Icon, type IconName} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {FieldParts, fieldClassName, hasError, type FieldBaseProps} from '../internal/Field';
import {ariaOf, classNames, dataOf, idList} from '../internal/passThrough';
import {Tooltip} from '../Tooltip/Tooltip';
import {optionsOf, resolveSelection, verticalArrowTarget} from './options';
import styles from './SegmentedControl.module.css';

export const segmentedControlSizes = ['sm', 'md', 'lg'] as const;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

/** Whether the selected option takes focus as it mounts (the group's `autoFocus`). */
const AutoFocusContext = createContext(false);

export interface SegmentedControlProps extends FieldBaseProps {
  /** Names the group, shown above it; "Calendar range". */
  label: string;
  /** Keeps `label` as the group's accessible name but hides the text, when a heading or toolbar already says what it switches. */
  hideLabel?: boolean;
  /** Help text under the label, read with the group. Most segmented controls switch a view and need none. */
  description?: ReactNode;
  /** The error message under the options, such as a choice the server refused. Its presence makes the group invalid. */
  error?: string;
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
  /** The options stay focusable, but the selection does not change (`aria-readonly` on the group). */
  readOnly?: boolean;
  /**
   * Sets `aria-required` on the group. One option is always selected, so the requirement is always met and the
   * label never says "(optional)".
   */
  required?: boolean;
  /** The group's id (the element with role `radiogroup`), for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** The name of a hidden input that carries the selected option's `value` in a submitted form. */
  name?: string;
  /** Called when focus leaves the group, not when the arrow keys move it between options. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the group from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the selected option when the control first renders. */
  autoFocus?: boolean;
  /** Sets `data-testid` on the control's root element. */
  testId?: string;
  /** The `SegmentedControl.Option` elements, two to five. */
  children: ReactNode;
}

const SegmentedControlGroup = /* @__PURE__ */ forwardRef<HTMLDivElement, SegmentedControlProps>(
  function SegmentedControl(
    {
      label,
      hideLabel = false,
      description,
      error,
      value,
      defaultValue,
      onChange,
      size = 'md',
      fullWidth = false,
      disabled = false,
      readOnly = false,
      required = false,
      id,
      name,
      onBlur,
      onFocus,
      autoFocus = false,
      testId,
      children,
      UNSAFE_className,
      ...rest
    },
    ref,
  ) {
    const safeSize = oneOf('SegmentedControl', 'size', size, segmentedControlSizes, 'md');
    const ownId = useId();
    const labelId = `${ownId}-label`;
    const descriptionId = `${ownId}-description`;
    const errorId = `${ownId}-error`;
    const options = optionsOf(children);
    const controlled = value !== undefined;
    const requested = resolveSelection(controlled ? value : defaultValue, options);
    if (requested.problem) devWarn('SegmentedControl', requested.problem);
    // Uncontrolled state lives here rather than in react-aria so an unknown
    // defaultValue falls back like an unknown value does.
    const [own, setOwn] = useState(requested.value);
    const selected = controlled ? requested.value : resolveSelection(own, options).value;
    const invalid = hasError(error);
    const hasDescription = description !== undefined && description !== null && description !== '';
    // react-aria's toolbar drops focus handlers given to it, so the group's are added in its render function.
    const {focusWithinProps} = useFocusWithin({onFocusWithin: onFocus, onBlurWithin: onBlur});

    const select = (keys: Set<Key>) => {
      const [next] = [...keys];
      // react-aria's toggle group has no read-only state; the selection is controlled here, so ignoring the change keeps it.
      if (readOnly || typeof next !== 'string' || next === selected) return;
      if (!controlled) setOwn(next);
      onChange?.(next);
    };

    return (
      <div
        {...dataOf(rest)}
        className={classNames(
          fieldClassName,
          styles.root,
          styles[safeSize],
          fullWidth && styles.fullWidth,
          UNSAFE_className,
        )}
        data-testid={testId}
      >
        {/* No react-aria field holds a toggle button group, so the label, description and error get their ids from
          these contexts instead. */}
        <Provider
          values={[
            [LabelContext, {id: labelId, elementType: 'span'}],
            [TextContext, {slots: {description: {id: descriptionId}, errorMessage: {id: errorId}}}],
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
          {/* One option is always selected, so the choice is never optional. */}
          <FieldParts label={label} hint={description} error={error} required hideLabel={hideLabel}>
            <AriaToggleButtonGroup
              ref={ref}
              className={styles.track}
              aria-labelledby={labelId}
              aria-describedby={idList(hasDescription && descriptionId, invalid && errorId, rest['aria-describedby'])}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={selected === undefined ? [] : [selected]}
              onSelectionChange={select}
              isDisabled={disabled}
              // The toolbar passes on only some ARIA attributes and no id; the rest, the id and the group's states are added here.
              render={(domProps) => (
                <div
                  {...ariaOf(rest)}
                  {...mergeProps(domProps, focusWithinProps)}
                  id={id}
                  aria-readonly={readOnly || undefined}
                  aria-required={required || undefined}
                  aria-invalid={invalid || undefined}
                />
              )}
            >
              <AutoFocusContext.Provider value={autoFocus}>{children}</AutoFocusContext.Provider>
            </AriaToggleButtonGroup>
          </FieldParts>
        </Provider>
        {name === undefined ? null : <input type="hidden" name={name} value={selected ?? ''} disabled={disabled} />}
      </div>
    );
  },
);

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
  const autoFocus = useContext(AutoFocusContext) && selected;
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
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the app asks for it with the group's autoFocus
      autoFocus={autoFocus}
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

/**
 * A row of joined options, exactly one selected. react-aria's
 * ToggleButtonGroup in single selection with empty selection disallowed: the
 * group is a `radiogroup` and each option a `radio`; arrow keys move focus
 * (react-aria's toolbar behaviour) and Space or Enter selects.
 */
export const SegmentedControl = /* @__PURE__ */ Object.assign(SegmentedControlGroup, {Option: SegmentedControlOption});
