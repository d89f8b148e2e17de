import {
  Children,
  Fragment,
  forwardRef,
  isValidElement,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  Header,
  Link,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Tab,
  TabList,
  Tabs,
  VisuallyHidden,
  type Key,
} from 'react-aria-components';
import {Avatar} from '../Avatar';
import {Badge} from '../Badge';
import {badgeCountText} from '../Badge/badgeCount';
import {Button} from '../Button';
import {Icon, isIconName, type IconName} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {partsOf} from '../internal/parts';
import {useBuiStrings} from '../internal/i18n';
import {navBarStrings} from './NavBar.strings';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {currentIndex} from './currentItem';
import styles from './NavBar.module.css';

/**
 * @deprecated The values of the deprecated `variant`: `minimal` replaces it, since a bar without sections is a
 * structure, not a look. Goes in 2.0.
 */
export const navBarVariants = ['default', 'minimal'] as const;
/** @deprecated The deprecated `variant`'s values; use the boolean `minimal`. Goes in 2.0. */
export type NavBarVariant = (typeof navBarVariants)[number];
/**
 * @deprecated The entries of the 1.0 account menu, which are drawn only while no `NavBar.AccountItem` is given; pass
 * `NavBar.AccountItem` children instead. Goes in 2.0.
 */
export type NavBarAccountAction = 'profile' | 'settings' | 'switch-company' | 'sign-out';

export interface NavBarAccount {
  /** The person's name: names the account button ("Your account, Ana López") and heads the menu. */
  name: string;
  /** Shown under the name at the top of the account menu. */
  email: string;
  /** Picture for the avatar; initials are shown without it. */
  avatarSrc?: string;
  /**
   * @deprecated Only for the 1.0 account menu's built-in "Switch company" entry, shown with more than one. Pass a
   * `NavBar.AccountItem` of your own instead. Goes in 2.0.
   */
  companies?: number;
}

export interface NavBarProps extends PassThroughProps {
  /**
   * `NavBar.Item` children: with `href` they are the sections; with `onAction` they are actions (utilities, "Exit",
   * mobile actions). Web: `NavBar.AccountItem` children are the entries of the account menu.
   */
  children?: ReactNode;
  /** Web: keeps the logo and the action items only, without section links or account, for focused flows such as onboarding. */
  minimal?: boolean;
  /**
   * @deprecated Use `minimal`: `variant="minimal"` is `minimal`, `variant="default"` is the bar without it. Still works
   * and warns in development until 2.0.
   */
  variant?: NavBarVariant;
  /**
   * Web: your product's logo, such as an `<img>` or `<svg>`, drawn at most 32 px high and linking to `logoHref`.
   * Screen readers hear `logoLabel` instead of it. Without `logo` and `logoLabel`, 1.x still draws the BUI mark and
   * warns in development; from 2.0 the bar has no logo unless you pass one.
   */
  logo?: ReactNode;
  /** Web: your product's name: it names the logo link ("Brightside home"). Without `logo` it is shown as text. */
  logoLabel?: string;
  /** Web: where the logo goes, the product home. */
  logoHref?: string;
  /** Web: the signed-in person; adds the account button and its menu of `NavBar.AccountItem` entries at the end of the bar. */
  account?: NavBarAccount;
  /**
   * @deprecated Pass `NavBar.AccountItem` children, each with its own `href` or `onAction`. While none is given, the
   * 1.0 entries (`profile`, `settings`, `switch-company`, `sign-out`) are still drawn and call this, until 2.0.
   */
  onAccountAction?: (action: NavBarAccountAction) => void;
  /** The path the current item is found for (the longest matching `href`). Defaults to the browser's location. */
  currentPath?: string;
  /** Web: names the section links' `nav` landmark: "Main" by default, localised. Keep it unless the page already has a navigation named so. */
  label?: string;
  /** Mobile: the screen title. Giving it draws the native top bar instead of the web bar. */
  title?: string;
  /** Mobile: the screen the back button returns to; it is named "Back to …" (localised). */
  backLabel?: string;
  /** Mobile: called when the back button is pressed. Without it there is no back button (a root screen). */
  onBack?: () => void;
  /** Sets `data-testid` on the bar. */
  testId?: string;
}

export interface NavBarItemProps {
  /** The item's text: the link text, or the name of an icon action. */
  children: string;
  /** Makes the item a section link; client-side routing comes from `BuiRouterProvider`. */
  href?: string;
  /** Makes the item an action (a button), such as "Notifications" or "Share request". */
  onAction?: () => void;
  /** An icon from the BUI set; actions with an icon are drawn as icon buttons named by their text. */
  icon?: IconName;
  /** A count shown as a badge ("99+" above 99) and added to the item's name. */
  count?: number;
  /** Sets `data-testid` on the item's link or button. */
  testId?: string;
}

/**
 * One section link or action of a NavBar. It only describes the item; the
 * NavBar reads its props and draws it where it belongs (the bar, the "Menu"
 * panel, the utilities).
 */
export function NavBarItem(props: NavBarItemProps): ReactNode {
  void props;
  return null;
}

export interface NavBarAccountItemProps {
  /** The entry's text. */
  children: string;
  /** Makes the entry a link (an `a` in the menu), such as "Profile"; client-side routing comes from `BuiRouterProvider`. */
  href?: string;
  /** Makes the entry a command, such as "Sign out". */
  onAction?: () => void;
  /** Sets `data-testid` on the entry. */
  testId?: string;
}

/**
 * One entry of the account menu, a link (`href`) or a command (`onAction`). Like `NavBar.Item` it only describes
 * the entry; the NavBar draws it in the menu.
 */
export function NavBarAccountItem(props: NavBarAccountItemProps): ReactNode {
  void props;
  return null;
}

/**
 * Takes the account entries out of the children, looking where `partsOf` looks (arrays and fragments), and leaves the
 * rest in order. `partsOf` reads one kind of part and warns about anything else, so the NavBar's second kind must be
 * set aside before it reads its items.
 */
function splitAccountItems(children: ReactNode): {accountItems: NavBarAccountItemProps[]; rest: ReactNode[]} {
  const accountItems: NavBarAccountItemProps[] = [];
  const rest: ReactNode[] = [];
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (child) => {
      if (isValidElement<{children?: ReactNode}>(child) && child.type === Fragment) visit(child.props.children);
      else if (isValidElement<NavBarAccountItemProps>(child) && child.type === NavBarAccountItem)
        accountItems.push(child.props);
      else rest.push(child);
    });
  visit(children);
  return {
    accountItems: accountItems.filter((item) => {
      if (item.href === undefined && item.onAction === undefined) {
        devWarn('NavBar', `NavBar.AccountItem "${item.children}" needs an href (a link) or onAction (a command).`);
        return false;
      }
      return true;
    }),
    rest,
  };
}

function itemsOf(children: ReactNode): NavBarItemProps[] {
  const items = partsOf('NavBar', 'NavBar.Item or NavBar.AccountItem', NavBarItem, children).map((item) => item.props);
  return items.filter((item) => {
    if (item.href === undefined && item.onAction === undefined) {
      devWarn('NavBar', `NavBar.Item "${item.children}" needs an href (a section) or onAction (an action).`);
      return false;
    }
    return true;
  });
}

function safeIcon(icon: string | undefined): IconName | undefined {
  if (icon === undefined) return undefined;
  if (isIconName(icon)) return icon;
  devWarn('NavBar', `icon="${icon}" is not in the BUI icon set.`);
  return undefined;
}

function subscribeLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

function useLocationPath(given: string | undefined): string | undefined {
  const browserPath = useSyncExternalStore(
    subscribeLocation,
    () => window.location.pathname,
    () => undefined,
  );
  return given ?? browserPath;
}

/** An action item: an icon button named by its text (and count), or a text button. */
function ActionItem({item, size = 'md'}: {item: NavBarItemProps; size?: 'md' | 'lg'}): ReactNode {
  const icon = safeIcon(item.icon);
  const {format} = useBuiStrings(navBarStrings);
  const count = item.count !== undefined && item.count > 0 ? item.count : undefined;
  const name =
    count === undefined ? item.children : `${item.children}${format('listSeparator')}${badgeCountText(count)}`;
  return (
    <span className={styles.action}>
      {icon ? (
        <Button
          variant="tertiary"
          size={size === 'lg' ? 'lg' : 'sm'}
          icon={icon}
          iconOnly
          label={name}
          onPress={item.onAction}
          testId={item.testId}
        />
      ) : (
        <Button variant="tertiary" size="sm" onPress={item.onAction} testId={item.testId}>
          {item.children}
        </Button>
      )}
      {count !== undefined && icon && (
        <span className={styles.actionBadge} aria-hidden="true">
          <Badge count={count} label={name} variant="danger" size="sm" />
        </span>
      )}
    </span>
  );
}

function LinkItem({
  item,
  current,
  onFollow,
}: {
  item: NavBarItemProps;
  current: boolean;
  onFollow?: () => void;
}): ReactNode {
  const {format} = useBuiStrings(navBarStrings);
  const icon = safeIcon(item.icon);
  const count = item.count !== undefined && item.count > 0 ? item.count : undefined;
  return (
    <li className={styles.linkItem}>
      <Link
        href={item.href}
        className={styles.link}
        aria-current={current ? 'page' : undefined}
        data-current={current || undefined}
        data-testid={item.testId}
        onPress={onFollow}
      >
        {icon && onFollow && <Icon name={icon} size="md" className={styles.linkIcon} />}
        <span>{item.children}</span>
        {count !== undefined && (
          <Badge count={count} variant="info" size="sm" label={format('navBarPending', {count})} />
        )}
      </Link>
    </li>
  );
}

/**
 * The product's logo linking home. The app's logo is hidden from screen readers, which hear the label and "home"
 * instead, so the link keeps a name whatever the logo is drawn with (an `img` without `alt`, an `svg` without a
 * title). Without a logo the label is the visible text; without either, 1.x keeps the BUI mark it always drew.
 */
function Logo({href, logo, label}: {href: string; logo: ReactNode; label: string | undefined}): ReactNode {
  const {format} = useBuiStrings(navBarStrings);
  // "Brightside home", in the locale's word order ("Startseite von Brightside").
  const name = (text: string) => (
    <VisuallyHidden elementType="span">{format('navBarHomeOf', {name: text})}</VisuallyHidden>
  );
  if (logo !== undefined && logo !== null) {
    return (
      <Link href={href} className={styles.logo}>
        <span className={styles.logoSlot} aria-hidden="true">
          {logo}
        </span>
        {label ? name(label) : <VisuallyHidden elementType="span">{format('navBarHome')}</VisuallyHidden>}
      </Link>
    );
  }
  return (
    <Link href={href} className={styles.logo}>
      {label ? null : (
        <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path d="M8 9 L12 16 L9 21 M23 4 L16 16 L21 28" />
        </svg>
      )}
      <span className={styles.logoText} aria-hidden="true">
        {label || 'BUI'}
      </span>
      {name(label || 'BUI')}
    </Link>
  );
}

function AccountMenu({
  account,
  items,
  onAction,
}: {
  account: NavBarAccount;
  items: NavBarAccountItemProps[];
  onAction?: (action: NavBarAccountAction) => void;
}): ReactNode {
  const {format} = useBuiStrings(navBarStrings);
  return (
    <MenuTrigger>
      <AriaButton className={styles.account} aria-label={format('navBarAccount', {name: account.name})}>
        <Avatar name={account.name} src={account.avatarSrc} size="md" decorative />
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          className={styles.menu}
          onAction={items.length > 0 ? undefined : (key: Key) => onAction?.(String(key) as NavBarAccountAction)}
        >
          <MenuSection>
            <Header className={styles.menuHeader}>
              <span className={styles.menuName}>{account.name}</span>
              <span className={styles.menuEmail}>{account.email}</span>
            </Header>
            {items.length > 0 ? (
              items.map((item, index) => (
                // An entry with `href` is react-aria's link item: an `a` that follows the RouterProvider's navigate.
                <MenuItem
                  // Entries have no id of their own and never move: their position names them.
                  key={index}
                  id={`account-item-${index}`}
                  href={item.href}
                  onAction={item.onAction}
                  textValue={item.children}
                  className={styles.menuItem}
                  data-testid={item.testId}
                >
                  {item.children}
                </MenuItem>
              ))
            ) : (
              // The 1.0 menu's fixed entries, while the app gives none of its own (deprecated, gone in 2.0).
              <>
                <MenuItem id="profile" className={styles.menuItem}>
                  {format('navBarProfile')}
                </MenuItem>
                <MenuItem id="settings" className={styles.menuItem}>
                  {format('navBarSettings')}
                </MenuItem>
                {(account.companies ?? 1) > 1 ? (
                  <MenuItem id="switch-company" className={styles.menuItem}>
                    {format('navBarSwitchCompany')}
                  </MenuItem>
                ) : null}
                <MenuItem id="sign-out" className={styles.menuItem}>
                  {format('navBarSignOut')}
                </MenuItem>
              </>
            )}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/**
 * The product's navigation bar.
 *
 * Web: a `header` with the logo, the section links in a `nav` named `label` ("Main")
 * (the current one with `aria-current="page"`), action items and the account
 * menu. In a narrow bar the links move behind "Menu", a disclosure
 * (react-aria's Disclosure: `aria-expanded` and `aria-controls` on a button
 * that shows a plain list of links) rather than a menu, since it holds links,
 * not commands. Escape or "Menu" again hides the list and focus returns to
 * "Menu"; following a link hides it too.
 *
 * Mobile (`title` given): the native top bar, with a back button named after
 * its destination, the title, and up to two actions as icon buttons.
 */
// The parts are attached in one pure expression (as on Table): assignments after the declaration would be module
// side effects.
export const NavBar = /*#__PURE__*/ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLElement, NavBarProps>(function NavBar(
    {
      children,
      minimal: givenMinimal,
      variant,
      logo,
      logoLabel,
      logoHref = '/',
      account,
      onAccountAction,
      currentPath,
      label: givenLabel,
      title,
      backLabel,
      onBack,
      testId,
      UNSAFE_className,
      ...rest
    },
    ref,
  ) {
    warnRenamed('NavBar', 'variant', 'minimal', variant);
    const minimal = givenMinimal ?? oneOf('NavBar', 'variant', variant, navBarVariants, 'default') === 'minimal';
    const {format} = useBuiStrings(navBarStrings);
    const label = givenLabel ?? format('navBarLabel');
    const {accountItems, rest: itemChildren} = splitAccountItems(children);
    const items = itemsOf(itemChildren);
    const links = items.filter((item) => item.href !== undefined);
    const actions = items.filter((item) => item.href === undefined);
    const path = useLocationPath(currentPath);
    const current = currentIndex(
      links.map((item) => item.href),
      path,
    );
    const [menuOpen, setMenuOpen] = useState(false);
    const menuButton = useRef<HTMLButtonElement>(null);

    if (title !== undefined) {
      if (actions.length > 2) devWarn('NavBar', 'the mobile top bar holds at most 2 actions; the rest are not shown.');
      if (links.length > 0) devWarn('NavBar', 'the mobile top bar shows actions only; use NavBar.Tabs for sections.');
      return (
        <header
          {...passThrough(rest)}
          ref={ref}
          className={classNames(styles.topBar, UNSAFE_className)}
          data-testid={testId}
        >
          <span className={styles.topStart}>
            {onBack && (
              <Button
                variant="tertiary"
                size="lg"
                icon="chevron-left"
                iconOnly
                label={backLabel ? format('navBarBackTo', {label: backLabel}) : format('navBarBack')}
                onPress={onBack}
              />
            )}
          </span>
          <h2 className={styles.title}>{title}</h2>
          <span className={styles.topEnd}>
            {actions.slice(0, 2).map((item) => (
              <ActionItem key={item.children} item={item} size="lg" />
            ))}
          </span>
        </header>
      );
    }

    if ((logo === undefined || logo === null) && !logoLabel)
      devWarn(
        'NavBar',
        "shows the BUI mark because it has no `logo` or `logoLabel`; pass your product's. From 2.0 the bar has no " +
          'logo without them.',
      );
    else if (!logoLabel)
      devWarn('NavBar', "`logoLabel` is needed with `logo`: your product's name, which names the logo link.");
    if (account && !minimal && accountItems.length === 0)
      devWarn(
        'NavBar',
        "the account menu's built-in entries and `onAccountAction` are deprecated; pass NavBar.AccountItem " +
          'children. They still work in 1.x.',
      );
    if (!account && accountItems.length > 0)
      devWarn('NavBar', 'NavBar.AccountItem entries need `account`: they are the entries of its menu.');

    const closeMenu = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menuOpen) return;
      event.stopPropagation();
      setMenuOpen(false);
      menuButton.current?.focus();
    };

    return (
      <header
        {...passThrough(rest)}
        ref={ref}
        className={classNames(styles.bar, UNSAFE_className)}
        data-testid={testId}
      >
        <Logo href={logoHref} logo={logo} label={logoLabel} />
        {!minimal && links.length > 0 && (
          <nav aria-label={label} className={styles.nav}>
            <ul className={styles.links}>
              {links.map((item, index) => (
                <LinkItem key={item.href} item={item} current={index === current} />
              ))}
            </ul>
            {/* A keyboard handler on the disclosure's wrapper, not an interactive element of its own. */}
            {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the disclosure from anywhere inside it */}
            <div className={styles.menuArea} onKeyDown={closeMenu}>
              <Disclosure isExpanded={menuOpen} onExpandedChange={setMenuOpen} className={styles.disclosure}>
                <AriaButton slot="trigger" ref={menuButton} className={styles.menuButton}>
                  <Icon name={menuOpen ? 'close' : 'list'} size="md" />
                  {format('navBarMenu')}
                </AriaButton>
                <DisclosurePanel className={styles.panel}>
                  <ul className={styles.panelLinks}>
                    {links.map((item, index) => (
                      <LinkItem
                        key={item.href}
                        item={item}
                        current={index === current}
                        onFollow={() => setMenuOpen(false)}
                      />
                    ))}
                  </ul>
                </DisclosurePanel>
              </Disclosure>
            </div>
          </nav>
        )}
        <span className={styles.utilities}>
          {actions.map((item) => (
            <ActionItem key={item.children} item={item} />
          ))}
          {account && !minimal && <AccountMenu account={account} items={accountItems} onAction={onAccountAction} />}
        </span>
      </header>
    );
  }),
  {Item: NavBarItem, AccountItem: NavBarAccountItem, Tabs: NavBarTabs, Tab: NavBarTab},
);

export interface NavBarTabsProps {
  /** `NavBar.Tab` children, 3 to 5. */
  children: ReactNode;
  /** The selected tab's `value` (controlled). */
  value?: string;
  /** The tab selected first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen tab's `value`. */
  onChange?: (value: string) => void;
  /** Names the tab bar for screen readers, such as "Sections". */
  label: string;
  /** Keeps the name for screen readers but shows no text. */
  hideLabel?: boolean;
  /** Sets `data-testid` on the tab bar. */
  testId?: string;
}

export interface NavBarTabProps {
  /** The tab's id, unique in its bar: what `value` and `onChange` use. An item that is a part of the page carries `id`. */
  id?: string;
  /** @deprecated Renamed `id` in 1.1, as on Tabs.Tab; `value` still works and warns in development. */
  value?: string;
  /** The tab's icon, drawn at 24 px above its text. */
  icon: IconName;
  /** The tab's text, under 12 characters. */
  children: string;
}

/**
 * Mobile: the bottom tab bar of the root screens (react-aria's Tabs). The
 * app's navigator shows the chosen tab's screen, so there are no tab panels
 * here, and the tabs do not point to any with `aria-controls`.
 */
export function NavBarTabs({
  children,
  value,
  defaultValue,
  onChange,
  label,
  hideLabel = false,
  testId,
}: NavBarTabsProps) {
  const tabs = partsOf('NavBar.Tabs', 'NavBar.Tab', NavBarTab, children).map(({props}) => {
    warnRenamed('NavBar.Tab', 'value', 'id', props.value);
    return {...props, id: props.id ?? props.value ?? props.children};
  });
  if (tabs.length < 3 || tabs.length > 5) devWarn('NavBar.Tabs', `has ${tabs.length} tabs; use 3 to 5.`);
  const valueKnown = value === undefined || tabs.some((tab) => tab.id === value);
  if (!valueKnown) devWarn('NavBar.Tabs', `value="${value}" is not the id of any NavBar.Tab.`);
  return (
    <div className={styles.tabBar} data-testid={testId}>
      {!hideLabel && <span className={styles.tabBarLabel}>{label}</span>}
      <Tabs
        selectedKey={value === undefined ? undefined : valueKnown ? value : (tabs[0]?.id ?? null)}
        defaultSelectedKey={defaultValue}
        onSelectionChange={(key: Key) => onChange?.(String(key))}
      >
        <TabList aria-label={label} className={styles.tabList}>
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              id={tab.id}
              className={styles.tab}
              // No panels live here (see above): drop the reference to one.
              render={(props) => <div {...(props as ComponentPropsWithRef<'div'>)} aria-controls={undefined} />}
            >
              {safeIcon(tab.icon) && <Icon name={tab.icon} size="lg" />}
              <span className={styles.tabText}>{tab.children}</span>
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </div>
  );
}

/** One tab of `NavBar.Tabs`; NavBar.Tabs reads its props. */
export function NavBarTab(props: NavBarTabProps): ReactNode {
  void props;
  return null;
}
