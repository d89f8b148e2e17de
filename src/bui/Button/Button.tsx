import {forwardRef, type ReactNode} from 'react';
import {Button as AriaButton, ProgressBar} from 'react-aria-components';
import {Icon, type IconName} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {SpinnerRing} from '../Spinner/SpinnerRing';
import {Tooltip} from '../Tooltip';
import styles from './Button.module.css';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export const buttonIconPositions = ['start', 'end'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];
export type ButtonIconPosition = (typeof buttonIconPositions)[number];

export interface ButtonProps extends PassThroughProps {
  /** The visible label: a verb and its object, such as "Save changes". An icon-only button takes `label` instead. */
  children?: ReactNode;
  /** How much the action matters next to the others around it: one `primary` per view, `danger` for destructive actions. */
  variant?: ButtonVariant;
  /** Height and text size: `sm` (32 px) in tables and toolbars, `md` (40 px) in forms, `lg` (48 px) for a page's main call to action. */
  size?: ButtonSize;
  /** Name of an icon from the Icon set, shown beside the label (or alone with `iconOnly`): 16 px on `sm` buttons, 20 px otherwise. */
  icon?: IconName;
  /** Which side of the label the icon sits on; `start` and `end` follow the reading direction. */
  iconPosition?: ButtonIconPosition;
  /** Shows only the icon. Needs `icon` and `label`; the label becomes the accessible name and a tooltip. */
  iconOnly?: boolean;
  /** The accessible name and tooltip of an icon-only button. Required with `iconOnly`; not used otherwise. */
  label?: string;
  /** An explanation for an icon-only button (an info tip), shown in its tooltip after the label: full sentences, nothing interactive. */
  description?: string;
  /** Shows a spinner at once (no spinner delay), keeps the button's width and focus, ignores presses and sets `aria-busy`. */
  loading?: boolean;
  /** The name screen readers hear for the spinner while `loading`, such as "Sending". Defaults to "Loading" in the reader's locale. */
  loadingLabel?: string;
  /** Ignores presses but stays focusable (`aria-disabled`), so people can still find the button and read why. */
  disabled?: boolean;
  /** The HTML button type. Only the button that submits a form should be `submit`. */
  type?: 'button' | 'submit' | 'reset';
  /** Called when the button is pressed by mouse, touch, Enter or Space (on release). Receives no event. */
  onPress?: () => void;
  /** Sets `data-testid` on the button element. */
  testId?: string;
}

/** An aria-labelledby list without its last id, the one react-aria appends for a pending button's spinner. */
function withoutSpinnerId(labelledBy: string | undefined): string | undefined {
  return labelledBy?.split(' ').slice(0, -1).join(' ') || undefined;
}

/**
 * Performs an action on the current page when pressed: saves, submits, opens,
 * adds, deletes or cancels. Built on react-aria-components' Button, so press,
 * keyboard and focus behave the same with mouse, touch, keyboard and screen
 * readers.
 */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'secondary',
    size = 'md',
    icon,
    iconPosition = 'start',
    iconOnly = false,
    label,
    description,
    loading = false,
    loadingLabel,
    disabled = false,
    type = 'button',
    onPress,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  const safeVariant = oneOf('Button', 'variant', variant, buttonVariants, 'secondary');
  const safeSize = oneOf('Button', 'size', size, buttonSizes, 'md');
  const safePosition = oneOf('Button', 'iconPosition', iconPosition, buttonIconPositions, 'start');
  const {format} = useBuiStrings();
  const showIconOnly = iconOnly && Boolean(icon) && Boolean(label);
  if (iconOnly && !label) devWarn('Button', 'iconOnly needs a `label`: it is the accessible name and the tooltip.');
  if (iconOnly && !icon) devWarn('Button', 'iconOnly needs an `icon`. Showing the label as text.');
  if (description && !iconOnly)
    devWarn('Button', '`description` is shown only by an icon-only button, in its tooltip.');

  const iconElement = icon ? <Icon name={icon} size={safeSize === 'sm' ? 'sm' : 'md'} className={styles.icon} /> : null;
  const text = showIconOnly ? null : <span className={styles.label}>{iconOnly ? label : children}</span>;

  const button = (
    <AriaButton
      {...passThrough(rest)}
      ref={ref}
      type={type}
      // `isPending` keeps the button focusable and sets aria-disabled while it
      // drops presses (the convention for disabled buttons); `isDisabled`
      // would take the button out of the tab order.
      isPending={loading || disabled}
      onPress={onPress ? () => onPress() : undefined}
      aria-label={showIconOnly ? label : undefined}
      data-testid={testId}
      className={classNames(
        styles.button,
        styles[safeVariant],
        styles[safeSize],
        showIconOnly && styles.iconOnly,
        loading && styles.loading,
        disabled && styles.disabled,
        UNSAFE_className,
      )}
      // aria-busy is not among the attributes react-aria passes through. react-aria names a pending button by its
      // spinner too, appending the spinner's id to aria-labelledby; only `loading` renders one, so a disabled
      // button drops that id, which would point at nothing.
      render={(domProps) => (
        <button
          {...domProps}
          aria-busy={loading || undefined}
          aria-labelledby={
            disabled && !loading ? withoutSpinnerId(domProps['aria-labelledby']) : domProps['aria-labelledby']
          }
        />
      )}
    >
      {safePosition === 'start' && iconElement}
      {text}
      {safePosition === 'end' && !showIconOnly && iconElement}
      {loading && (
        <ProgressBar isIndeterminate aria-label={loadingLabel ?? format('loading')} className={styles.spinner}>
          {/* On a filled variant the ring takes the label's on-colour. */}
          <SpinnerRing
            size="sm"
            variant={safeVariant === 'primary' || safeVariant === 'danger' ? 'inverse' : 'primary'}
          />
        </ProgressBar>
      )}
    </AriaButton>
  );

  // BUI's Tooltip, around the inner react-aria button: the tooltip refuses a
  // Button with `iconOnly` as its child, which is how readers are kept from
  // adding a second one; this is the one it would have added.
  return showIconOnly ? (
    <Tooltip content={description ? `${label}: ${description}` : label!}>{button}</Tooltip>
  ) : (
    button
  );
});
