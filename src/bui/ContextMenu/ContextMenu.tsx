import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Button as AriaButton,
  Keyboard,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Separator as AriaSeparator,
  Text,
  type MenuItemProps,
} from 'react-aria-components';
import buttonStyles from '../Button/Button.module.css';
import {Icon, isIconName, type IconName} from '../Icon';
import {devWarn, neutralVariantOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {contextMenuStrings} from './ContextMenu.strings';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {Tooltip} from '../Tooltip/Tooltip';
import styles from './ContextMenu.module.css';

/** How long a touch must rest on a `ContextMenu.Area` before its menu opens. */
export const LONG_PRESS_MS = 500;
/** Pixels between the trigger and the menu. */
const MENU_OFFSET = 4;

export const contextMenuItemVariants = ['neutral', 'danger'] as const;
/**
 * `neutral` (the default) or `danger`. `default` is deprecated: the 1.0 name of `neutral`, renamed in 1.1 as on Badge
 * and Tag; it still works and warns in development until 2.0.
 */
export type ContextMenuItemVariant = (typeof contextMenuItemVariants)[number] | 'default';

/** What a surrounding `ContextMenu.Area` shares with its menu: one open state and where to anchor it. */
interface AreaContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The point the menu opens at after a right-click, long press or Shift+F10; null when opened by the button. */
  anchorRef: RefObject<HTMLSpanElement | null>;
  anchored: boolean;
}

const AreaContext = createContext<AreaContextValue | null>(null);

export interface ContextMenuProps extends PassThroughProps {
  /** Names the "More actions" button (its tooltip too) and the menu; say which item it acts on: "More actions for Ana López". Without it, "More actions", localised. */
  label: string;
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Whether the menu starts open. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Sets `data-testid` on the "More actions" button. */
  testId?: string;
  /** `ContextMenu.Item` and `ContextMenu.Separator` elements: 3 to 8 items in at most 3 groups. */
  children: ReactNode;
}

/**
 * A "More actions" button and its menu: react-aria's MenuTrigger, Menu and
 * Popover (the APG menu button pattern: Enter, Space and Arrow down open it,
 * arrows and typed letters move, Escape closes it and focus returns). Inside a
 * `ContextMenu.Area` the same menu also opens on right-click, long press,
 * Shift+F10 and the Menu key.
 */
export const ContextMenu = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLButtonElement, ContextMenuProps>(function ContextMenu(
    {label, open, defaultOpen = false, onOpenChange, testId, children, UNSAFE_className, ...rest},
    ref,
  ) {
    const area = useContext(AreaContext);
    const [ownOpen, setOwnOpen] = useState(defaultOpen);
    const isOpen = area ? area.open : (open ?? ownOpen);
    const {format} = useBuiStrings(contextMenuStrings);
    const name = label || format('contextMenuMore');
    if (!label)
      devWarn(
        'ContextMenu',
        'label is required: it names the button and the menu, such as "More actions for Ana López".',
      );

    const setOpen = (next: boolean) => {
      if (area) area.setOpen(next);
      else setOwnOpen(next);
      onOpenChange?.(next);
    };

    return (
      <AriaMenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Tooltip content={name}>
          <AriaButton
            {...passThrough(rest)}
            ref={ref}
            aria-label={name}
            data-testid={testId}
            className={classNames(
              buttonStyles.button,
              buttonStyles.tertiary,
              buttonStyles.sm,
              buttonStyles.iconOnly,
              UNSAFE_className,
            )}
          >
            <Icon name="more" size="sm" />
          </AriaButton>
        </Tooltip>
        <AriaPopover
          // After a right-click, long press or Shift+F10 the menu opens at that point instead of under the button.
          triggerRef={area?.anchored ? area.anchorRef : undefined}
          placement={area?.anchored ? 'bottom start' : 'bottom end'}
          offset={area?.anchored ? 0 : MENU_OFFSET}
          className={styles.popover}
        >
          <AriaMenu
            className={styles.menu}
            aria-label={name}
            // Opened by a gesture on the area rather than the button, the menu starts on its first item, as
            // the button's Enter does (react-aria would otherwise focus the menu itself).
            {...(area?.anchored ? {autoFocus: 'first' as const} : {})}
          >
            {children}
          </AriaMenu>
        </AriaPopover>
      </AriaMenuTrigger>
    );
  }),
  {Item: ContextMenuItem, Separator: ContextMenuSeparator, Area: ContextMenuArea},
);

export interface ContextMenuItemProps {
  /** The item's text: a verb, such as "Duplicate" or "Move to team…". */
  children: string;
  /** Runs when the item is chosen (click, Enter or Space); the menu then closes. */
  onAction?: () => void;
  /** A second line; for a disabled item, the reason: "Only managers can archive". */
  description?: string;
  /** A 16 px icon before the text, from the Icon set. */
  icon?: IconName;
  /** `danger` for destructive items, always last after a separator; they should open a confirmation. `default` is deprecated: renamed `neutral` in 1.1, it still works and warns in development. */
  variant?: ContextMenuItemVariant;
  /** A keyboard shortcut shown at the end of the item (web only), such as "Ctrl + D". It does not bind the keys. */
  shortcut?: string;
  /** The item stays in the menu and focusable (`aria-disabled`) but does nothing; say why in `description`. */
  disabled?: boolean;
}

/** A disabled item's element: react-aria's own plus `aria-disabled`. Items have no `href`, so it is always a div. */
const renderDisabledItem: NonNullable<MenuItemProps['render']> = (props) => (
  <div {...(props as ComponentPropsWithRef<'div'>)} aria-disabled="true" />
);

/** One action in a ContextMenu: react-aria's MenuItem (`role="menuitem"`). */
export function ContextMenuItem({
  children,
  onAction,
  description,
  icon,
  variant = 'neutral',
  shortcut,
  disabled = false,
}: ContextMenuItemProps) {
  const safeVariant = neutralVariantOf('ContextMenu.Item', variant, contextMenuItemVariants);
  const knownIcon = icon !== undefined && isIconName(icon) ? icon : undefined;
  if (icon !== undefined && !knownIcon)
    devWarn('ContextMenu.Item', `icon="${String(icon)}" is not in the BUI icon set.`);
  return (
    <AriaMenuItem
      className={safeVariant === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
      textValue={children}
      // react-aria's disabled items are skipped by the arrow keys; BUI keeps them focusable (the
      // "Disabled controls" rule), so a disabled item is an enabled one that does nothing and says aria-disabled.
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
      {shortcut ? <Keyboard className={styles.shortcut}>{shortcut}</Keyboard> : null}
    </AriaMenuItem>
  );
}

export interface ContextMenuSeparatorProps {
  /** Sets `data-testid` on the separator. */
  testId?: string;
}

/** A line between groups of items (`role="separator"`). */
export function ContextMenuSeparator({testId}: ContextMenuSeparatorProps) {
  return <AriaSeparator className={styles.separator} data-testid={testId} />;
}

export interface ContextMenuAreaProps {
  /** The item's `ContextMenu`: its "More actions" button shows at the end of the area and the gestures open the same menu. */
  menu: ReactElement<ContextMenuProps>;
  /** The item itself: a card, a file, a list row. Focusable, so Shift+F10 and the Menu key can reach it. */
  children: ReactNode;
  /** Names the area for screen readers when its content does not, such as "March expenses". */
  label?: string;
  /** Sets `data-testid` on the area. */
  testId?: string;
}

/**
 * Makes an item open its context menu on right-click (at the pointer), long
 * press (500 ms, touch), Shift+F10 and the Menu key. react-aria's MenuTrigger
 * has no area trigger, so these gestures are wired here; the menu, its focus
 * and its keyboard stay react-aria's.
 */
export function ContextMenuArea({menu, children, label, testId}: ContextMenuAreaProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [open, setOpenState] = useState(false);
  const [anchored, setAnchored] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    if (!next) setAnchored(false);
  }, []);

  const openAt = useCallback((clientX: number, clientY: number) => {
    const area = areaRef.current;
    const anchor = anchorRef.current;
    if (!area || !anchor) return;
    const box = area.getBoundingClientRect();
    anchor.style.left = `${clientX - box.left}px`;
    anchor.style.top = `${clientY - box.top}px`;
    setAnchored(true);
    setOpenState(true);
  }, []);

  const cancelLongPress = () => {
    if (pressTimer.current) clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  useEffect(() => cancelLongPress, []);

  // React events bubble out of the menu's portal into this area: only the area's own DOM counts.
  const inArea = (target: EventTarget) => areaRef.current?.contains(target as Node) ?? false;

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (!inArea(event.target)) return;
    // Text fields keep the browser's own menu (copy, paste, spelling).
    if ((event.target as HTMLElement).closest('input, textarea, [contenteditable="true"]')) return;
    event.preventDefault();
    openAt(event.clientX, event.clientY);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') || !inArea(event.target)) return;
    event.preventDefault();
    const target = (event.target as HTMLElement).getBoundingClientRect();
    openAt(target.left + target.width / 2, target.bottom);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch' || !inArea(event.target)) return;
    const {clientX, clientY} = event;
    cancelLongPress();
    pressTimer.current = setTimeout(() => openAt(clientX, clientY), LONG_PRESS_MS);
  };

  return (
    <AreaContext.Provider value={{open, setOpen, anchorRef, anchored}}>
      {/* The gestures are extra ways to open the menu whose button is inside; the area itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- shortcut listeners on a wrapper, its controls are inside */}
      <div
        ref={areaRef}
        className={styles.area}
        role={label ? 'group' : undefined}
        aria-label={label}
        data-testid={testId}
        onContextMenu={onContextMenu}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={cancelLongPress}
        onPointerCancel={cancelLongPress}
        onPointerMove={(event) => {
          if (event.pointerType === 'touch' && (Math.abs(event.movementX) > 8 || Math.abs(event.movementY) > 8))
            cancelLongPress();
        }}
      >
        <div className={styles.areaContent}>{children}</div>
        {menu}
        <span ref={anchorRef} className={styles.anchor} aria-hidden="true" />
      </div>
    </AreaContext.Provider>
  );
}
