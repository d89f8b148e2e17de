import {createContext, useContext, useId, type ReactNode} from 'react';
import {RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text} from 'react-aria-components';
import {Icon, type IconName} from '../Icon';
import {oneOf} from '../internal/devWarn';
import {fieldClassName, FieldParts, hasError} from '../internal/Field';
import styles from './RadioBlock.module.css';

export const radioBlockLayouts = ['stack', 'grid'] as const;
export type RadioBlockLayout = (typeof radioBlockLayouts)[number];

export const radioBlockSizes = ['sm', 'md'] as const;
export type RadioBlockSize = (typeof radioBlockSizes)[number];

const RadioBlockSizeContext = createContext<RadioBlockSize>('md');

export interface RadioBlockGroupProps {
  /** The question the blocks answer, such as "How do you want to pay for the course?". It names the group. */
  label: string;
  /** Hides the label text but keeps it as the group's accessible name. */
  hideLabel?: boolean;
  /** Help text under the label, read with every block. */
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
  /** `stack`: full-width blocks, one under the other. `grid`: 2 or 3 blocks side by side, for comparing. */
  layout?: RadioBlockLayout;
  /** `sm` for dense settings panels: less padding, no icon. */
  size?: RadioBlockSize;
  /** The radios' shared name in a submitted form. */
  name?: string;
  /** The group's id, for the link from a form's error summary (`href="#id"`): it scrolls to the group, and the next Tab lands on its option. */
  id?: string;
  /** Sets `data-testid` on the group's root element. */
  testId?: string;
  /** The `RadioBlock` options. */
  children: ReactNode;
}

/**
 * Two to four card-like options holding exactly one answer, on react-aria's
 * `RadioGroup` (WAI-ARIA radio group pattern, in both layouts).
 */
export function RadioBlockGroup({
  label,
  hideLabel = false,
  hint,
  value,
  defaultValue,
  onChange,
  error,
  required = false,
  disabled = false,
  layout = 'stack',
  size = 'md',
  name,
  id,
  testId,
  children,
}: RadioBlockGroupProps): ReactNode {
  const safeLayout = oneOf('RadioBlock.Group', 'layout', layout, radioBlockLayouts, 'stack');
  const safeSize = oneOf('RadioBlock.Group', 'size', size, radioBlockSizes, 'md');
  return (
    <AriaRadioGroup
      className={`${fieldClassName} ${styles.group}`}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      isInvalid={hasError(error)}
      isRequired={required}
      isDisabled={disabled}
      // BUI forms validate in code and summarise errors (see the forms pattern).
      validationBehavior="aria"
      name={name}
      id={id}
      data-testid={testId}
    >
      <FieldParts
        label={label}
        hint={hint}
        error={error}
        required={required}
        editable={!disabled}
        hideLabel={hideLabel}
      >
        <div className={styles.blocks} data-layout={safeLayout}>
          <RadioBlockSizeContext.Provider value={safeSize}>{children}</RadioBlockSizeContext.Provider>
        </div>
      </FieldParts>
    </AriaRadioGroup>
  );
}

export interface RadioBlockProps {
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

/**
 * One block of a `RadioBlock.Group`: react-aria's `RadioField` whose
 * `RadioButton` (the label around a native radio input) is the whole card, so
 * a press anywhere chooses it. The title alone names the radio; the badge and
 * the description (the field's `description` slot) describe it.
 */
export function RadioBlock({
  value,
  children,
  description,
  badge,
  icon,
  disabled = false,
  testId,
}: RadioBlockProps): ReactNode {
  const size = useContext(RadioBlockSizeContext);
  const titleId = useId();
  const badgeId = useId();
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <RadioField
      value={value}
      isDisabled={disabled}
      className={styles.field}
      // The card's label wraps the description and badge too; naming the
      // radio by its title keeps them out of its name.
      aria-labelledby={titleId}
      aria-describedby={badge ? badgeId : undefined}
      data-testid={testId}
    >
      <RadioButton className={`${styles.block} ${styles[size]}`}>
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
}

RadioBlock.Group = RadioBlockGroup;
