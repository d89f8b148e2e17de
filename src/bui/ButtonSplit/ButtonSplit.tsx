import {forwardRef, type ComponentPropsWithRef, type ReactNode} from 'react';
import {useObjectRef} from 'react-aria';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Text,
  type MenuItemProps,
} from 'react-aria-components';
import {Button} from '../Button';
import buttonStyles from '../Button/Button.module.css';
import {Icon, isIconName, type IconName} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {buttonSplitStrings} from './ButtonSplit.strings';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {Tooltip} from '../Tooltip/Tooltip';
import styles from './ButtonSplit.module.css';

export const buttonSplitVariants = ['primary', 'secondary'] as const;
export type ButtonSplitVariant = (typeof buttonSplitVariants)[number];
export const buttonSplitSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSplitSize = (typeof buttonSplitSizes)[number];

/** Pixels between the split and its menu. */
const MENU_OFFSET = 4;

export interface ButtonSplitProps extends PassThroughProps {
  /**
   * The main action's text: a verb and its object, such as "Export to CSV". It never changes to the last item chosen.
   * It also names the group around both halves. It is not `children`, as on Button, because the children are the
   * menu's items (src/bui/README.md, "Item text").
   */
  label: string;
  /** Runs the main action. Pressing the main half never opens the menu. */
  onPress?: () => void;
  /** Names the menu button for screen readers and its tooltip: "More export options". Without it, "More options", localised. */
  menuLabel: string;
  /** `primary` for the main action of a page or dialog. There is no `tertiary` or `danger`. */
  variant?: ButtonSplitVariant;
  /** Height of both halves, as for Button: `sm` 32 px in table toolbars, `md` 40 px, `lg` 48 px. */
  size?: ButtonSplitSize;
  /** The main action is running: its half shows a spinner and ignores presses; the menu button is disabled until it ends. */
  loading?: boolean;
  /** What the spinner says to screen readers while `loading`, such as "Sending". */
  loadingLabel?: string;
  /** Disables both halves. They stay focusable (`aria-disabled`), like every disabled Button. */
  disabled?: boolean;
  /** Disables only the menu button: the main action still works. */
  menuDisabled?: boolean;
  /** Sets `data-testid` on the group around both halves. */
  testId?: string;
  /** The menu's `ButtonSplit.Item` elements: two to five variations of the main action. */
  children: ReactNode;
}

/**
 * A main action joined to a menu of variations of it. The main half is BUI's
 * Button; the menu is react-aria's MenuTrigger, Menu and Popover, which bring
 * the APG menu button pattern: Enter, Space and the arrows open it, arrows and
 * typed letters move through it, Escape closes it and focus returns to the
 * menu button.
 */
export const ButtonSplit = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLDivElement, ButtonSplitProps>(function ButtonSplit(
    {
      label,
      onPress,
      menuLabel,
      variant = 'secondary',
      size = 'md',
      loading = false,
      loadingLabel,
      disabled = false,
      menuDisabled = false,
      testId,
      children,
      UNSAFE_className,
      ...rest
    },
    ref,
  ) {
    const safeVariant = oneOf('ButtonSplit', 'variant', variant, buttonSplitVariants, 'secondary');
    const safeSize = oneOf('ButtonSplit', 'size', size, buttonSplitSizes, 'md');
    const {format} = useBuiStrings(buttonSplitStrings);
    const name = menuLabel || format('buttonSplitMore');
    if (!menuLabel)
      devWarn('ButtonSplit', 'menuLabel is required: it names the menu button, such as "More export options".');
    // The app's ref and the menu's position share the group.
    const groupRef = useObjectRef(ref);
    const triggerBlocked = disabled || menuDisabled || loading;

    const trigger = (
      <AriaButton
        aria-label={name}
        // Like a disabled Button: focusable, aria-disabled, ignores presses and keys.
        isPending={triggerBlocked}
        className={[
          buttonStyles.button,
          buttonStyles[safeVariant],
          safeSize !== 'md' && buttonStyles[safeSize],
          buttonStyles.iconOnly,
          triggerBlocked && buttonStyles.disabled,
          styles.trigger,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <Icon name="chevron-down" size={safeSize === 'lg' ? 'md' : 'sm'} className={styles.chevron} />
      </AriaButton>
    );

    return (
      <div
        {...passThrough(rest)}
        ref={groupRef}
        role="group"
        aria-label={label}
        className={classNames(
          styles.split,
          safeVariant === 'primary' ? styles.primary : styles.secondary,
          UNSAFE_className,
        )}
        data-testid={testId}
      >
        <Button
          variant={safeVariant}
          size={safeSize}
          loading={loading}
          loadingLabel={loadingLabel}
          disabled={disabled}
          onPress={onPress}
        >
          {label}
        </Button>
        <AriaMenuTrigger>
          <Tooltip content={name}>{trigger}</Tooltip>
          {/* Positioned against the whole split, so the menu is at least as wide as it. */}
          <AriaPopover triggerRef={groupRef} placement="bottom end" offset={MENU_OFFSET} className={styles.popover}>
            <AriaMenu className={styles.menu}>{children}</AriaMenu>
          </AriaPopover>
        </AriaMenuTrigger>
      </div>
    );
  }),
  {Item: ButtonSplitItem},
);

export interface ButtonSplitItemProps {
  /** The item's text: a variation of the main action's verb, such as "Export to Excel". */
  children: string;
  /** Runs when the item is chosen (click, Enter or Space); the menu then closes. */
  onAction?: () => void;
  /** A second line, when the difference from the main action is not obvious: "Choose a date and time". */
  description?: string;
  /** An icon before the text, from the Icon set. */
  icon?: IconName;
  /** The item stays in the menu and focusable (`aria-disabled`) but does nothing; say why in `description`. */
  disabled?: boolean;
}

/**
 * A disabled item's element: react-aria's own plus `aria-disabled`. Items never
 * get an `href`, so react-aria always hands over the props of a div.
 */
const renderDisabledItem: NonNullable<MenuItemProps['render']> = (props) => (
  <div {...(props as ComponentPropsWithRef<'div'>)} aria-disabled="true" />
);

/** One action in a ButtonSplit's menu: react-aria's MenuItem (`role="menuitem"`). */
export function ButtonSplitItem({children, onAction, description, icon, disabled = false}: ButtonSplitItemProps) {
  const knownIcon = icon !== undefined && isIconName(icon) ? icon : undefined;
  if (icon !== undefined && !knownIcon)
    devWarn('ButtonSplit.Item', `icon="${String(icon)}" is not in the BUI icon set.`);
  return (
    <AriaMenuItem
      className={styles.item}
      textValue={children}
      // react-aria skips disabled menu items with the arrow keys; BUI keeps them
      // focusable (the "Disabled controls" rule), so a disabled item is an
      // enabled one that does nothing, keeps the menu open and says aria-disabled.
      onAction={disabled ? undefined : onAction}
      shouldCloseOnSelect={!disabled}
      render={disabled ? renderDisabledItem : undefined}
    >
      {knownIcon ? <Icon name={knownIcon} size="sm" className={styles.itemIcon} /> : null}
      <Text slot="label" className={styles.itemLabel}>
        {children}
      </Text>
      {description ? (
        <Text slot="description" className={styles.itemDescription}>
          {description}
        </Text>
      ) : null}
    </AriaMenuItem>
  );
}
