import {createContext, forwardRef, useContext, useId, type FocusEvent, type ReactNode} from 'react';
import {FocusScope} from 'react-aria';
import {RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text} from 'react-aria-components';
import {Icon, type IconName} from '../Icon';
import {oneOf, warnRenamed} from '../internal/devWarn';
import {fieldClassName, FieldParts, hasError, type FieldBaseProps} from '../internal/Field';
import {ariaOf, classNames, dataOf, idList, type PassThroughProps} from '../internal/passThrough';
import styles from './RadioBlock.module.css';

export const radioBlockLayouts = ['stack', 'grid'] as const;
export type RadioBlockLayout = (typeof radioBlockLayouts)[number];

export const radioBlockSizes = ['sm', 'md'] as const;
export type RadioBlockSize = (typeof radioBlockSizes)[number];

const RadioBlockSizeContext = createContext<RadioBlockSize>('md');

export interface RadioBlockGroupProps extends FieldBaseProps {
  /** The question the blocks answer, such as "How do you want to pay for the course?". It names the group. */
  label: string;
  /** Hides the label text but keeps it as the group's accessible name. */
  hideLabel?: boolean;
  /** Help text under the label, read with every block. */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The chosen block's `value` (controlled); `null` for none yet. */
  value?: string | null;
  /** The block chosen at first when the group manages its own value. */
  defaultValue?: string | null;
  /** Called with the chosen block's `value`. */
  onChange?: (value: string) => void;
  /** The error message, set on the group. Its presence makes the group invalid. */
  error?: string;
  /** A block must be chosen: sets `aria-required`; groups without it show "(optional)". */
  required?: boolean;
  /** Disables every block: none can be focused or chosen. */
  disabled?: boolean;
  /** Blocks stay visible and focusable, but the choice cannot change: review pages. */
  readOnly?: boolean;
  /** `stack`: full-width blocks, one under the other. `grid`: 2 or 3 blocks side by side, for comparing. */
  layout?: RadioBlockLayout;
  /** `sm` for dense settings panels: less padding, no icon. */
  size?: RadioBlockSize;
  /** The radios' shared name in a submitted form. */
  name?: string;
  /** The group's id, for the link from a form's error summary (`href="#id"`): it scrolls to the group, and the next Tab lands on its option. */
  id?: string;
  /** Called when focus leaves the group, not when the arrow keys move it between blocks. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the group from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the group's tab stop when it first renders: the chosen block, or the first one. */
  autoFocus?: boolean;
  /** Sets `data-testid` on the group's root element. */
  testId?: string;
  /** The `RadioBlock` options. */
  children: ReactNode;
}

/**
 * Two to four card-like options holding exactly one answer, on react-aria's
 * `RadioGroup` (WAI-ARIA radio group pattern, in both layouts).
 */
export const RadioBlockGroup = /* @__PURE__ */ forwardRef<HTMLDivElement, RadioBlockGroupProps>(
  function RadioBlockGroup(
    {
      label,
      hideLabel = false,
      description,
      hint,
      value,
      defaultValue,
      onChange,
      error,
      required = false,
      disabled = false,
      readOnly = false,
      layout = 'stack',
      size = 'md',
      name,
      id,
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
    warnRenamed('RadioBlock.Group', 'hint', 'description', hint);
    const safeLayout = oneOf('RadioBlock.Group', 'layout', layout, radioBlockLayouts, 'stack');
    const safeSize = oneOf('RadioBlock.Group', 'size', size, radioBlockSizes, 'md');
    return (
      <AriaRadioGroup
        {...ariaOf(rest)}
        {...dataOf(rest)}
        ref={ref}
        className={classNames(fieldClassName, styles.group, UNSAFE_className)}
        onBlur={onBlur}
        onFocus={onFocus}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        isInvalid={hasError(error)}
        isRequired={required}
        isDisabled={disabled}
        isReadOnly={readOnly}
        // BUI forms validate in code and summarise errors (see the forms pattern).
        validationBehavior="aria"
        name={name}
        id={id}
        data-testid={testId}
      >
        <FieldParts
          label={label}
          hint={description ?? hint}
          error={error}
          required={required}
          editable={!disabled && !readOnly}
          hideLabel={hideLabel}
        >
          <div className={styles.blocks} data-layout={safeLayout}>
            <RadioBlockSizeContext.Provider value={safeSize}>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- A radio group has no autoFocus of its own in react-aria; its FocusScope focuses the first tab stop. */}
              {autoFocus ? <FocusScope autoFocus>{children}</FocusScope> : children}
            </RadioBlockSizeContext.Provider>
          </div>
        </FieldParts>
      </AriaRadioGroup>
    );
  },
);

export interface RadioBlockProps extends PassThroughProps {
  /** The block's id: what the group's `value` and `onChange` use. */
  value: string;
  /** The block's title, 1 to 4 words. It is the option's accessible name. */
  children: ReactNode;
  /** The consequence of choosing it, under 120 characters. Never truncated. */
  description?: ReactNode;
  /** A short label beside the title, such as "Recommended"; read after the title. Use on one block at most. */
  badge?: string;
  /** An icon from the BUI set before the title. Decorative; not shown at size `sm`. */
  icon?: IconName;
  /** This block cannot be chosen or focused; give the reason in its `description`. */
  disabled?: boolean;
  /** Sets `data-testid` on the block's root element. */
  testId?: string;
}

const RadioBlockItem = /* @__PURE__ */ forwardRef<HTMLInputElement, RadioBlockProps>(function RadioBlock(
  {value, children, description, badge, icon, disabled = false, testId, UNSAFE_className, ...rest},
  ref,
) {
  const size = useContext(RadioBlockSizeContext);
  const titleId = useId();
  const badgeId = useId();
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <RadioField
      {...ariaOf(rest)}
      {...dataOf(rest)}
      inputRef={ref}
      value={value}
      isDisabled={disabled}
      className={classNames(styles.field, UNSAFE_className)}
      // The card's label wraps the description and badge too; naming the
      // radio by its title keeps them out of its name.
      aria-labelledby={titleId}
      aria-describedby={idList(rest['aria-describedby'], badge && badgeId)}
      data-testid={testId}
    >
      <RadioButton className={[styles.block, styles[size]].filter(Boolean).join(' ')}>
        <span className={styles.circleBox} aria-hidden="true">
          <span className={styles.circle}>
            <span className={styles.dot} />
          </span>
        </span>
        {icon && size !== 'sm' ? <Icon name={icon} size="lg" color="muted" className={styles.icon} /> : null}
        <span className={styles.body}>
          <span className={styles.head}>
            <span id={titleId} className={styles.title}>
              {children}
            </span>
            {badge ? (
              <span id={badgeId} className={styles.badge}>
                {badge}
              </span>
            ) : null}
          </span>
          {hasDescription ? (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          ) : null}
        </span>
      </RadioButton>
    </RadioField>
  );
});

/**
 * One block of a `RadioBlock.Group`: react-aria's `RadioField` whose
 * `RadioButton` (the label around a native radio input) is the whole card, so
 * a press anywhere chooses it. The title alone names the radio; the badge and
 * the description (the field's `description` slot) describe it.
 */
export const RadioBlock = /* @__PURE__ */ Object.assign(RadioBlockItem, {Group: RadioBlockGroup});
