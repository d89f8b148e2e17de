import {forwardRef, type ReactNode} from 'react';
import {Button as AriaButton, ProgressBar} from 'react-aria-components';
import {Icon, type IconName} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {commonStrings} from '../internal/i18n/common';
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

/**
 * A button's DOM props without the handlers that make a press: those of the button and those a trigger around it
 * adds through react-aria's press context (FileTrigger, DialogTrigger, MenuTrigger), which `onPress` alone does not
 * reach. Focus, blur, hover and pointer enter/leave stay, so a tooltip on a disabled button still opens: the events
 * react-aria itself keeps on a pending button.
 */
function withoutPresses<Props extends object>(props: Props): Props {
  return Object.fromEntries(
    Object.entries(props).filter(
      ([key]) =>
        !/^on[A-Z]/.test(key) || /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/.test(key),
    ),
  ) as Props;
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
  const {format} = useBuiStrings(commonStrings);
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
      // A disabled button that is not loading is not `isPending`: react-aria names a pending button by its spinner
      // (an id appended to aria-labelledby, which a disabled button has no element for) and announces its name
      // when it becomes pending while focused. It stays an ordinary, focusable button that drops every press
      // (withoutPresses), cannot submit, and draws no hover or pressed state; `isDisabled` would take it out of the
      // tab order and silence the focus and hover a tooltip needs.
      type={disabled && !loading ? 'button' : type}
      // `isPending` keeps a loading button focusable and sets aria-disabled while it drops presses.
      isPending={loading}
      onPress={onPress && !disabled && !loading ? () => onPress() : undefined}
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
      // aria-busy is not among the attributes react-aria passes through.
      render={(domProps) => (
        <button
          {...(disabled && !loading ? withoutPresses(domProps) : domProps)}
          aria-busy={loading || undefined}
          aria-disabled={disabled || loading ? true : undefined}
          data-disabled={disabled || undefined}
          {...(disabled ? {'data-hovered': undefined, 'data-pressed': undefined} : {})}
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
