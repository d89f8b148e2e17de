import {
  forwardRef,
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
import {Button} from '../Button';
import {Icon, isIconName, type IconName} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {partsOf} from '../internal/parts';
import {useBuiStrings} from '../internal/i18n';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {currentIndex} from './currentItem';
import styles from './NavBar.module.css';

export const navBarVariants = ['default', 'minimal'] as const;
export type NavBarVariant = (typeof navBarVariants)[number];
export type NavBarAccountAction = 'profile' | 'settings' | 'switch-company' | 'sign-out';

export interface NavBarAccount {
  /** The person's name: names the account button ("Your account, Ana López") and heads the menu. */
  name: string;
  /** Shown under the name at the top of the account menu. */
  email: string;
  /** Picture for the avatar; initials are shown without it. */
  avatarSrc?: string;
  /** How many companies the person belongs to; "Switch company" appears only with more than one. */
  companies?: number;
}

export interface NavBarProps extends PassThroughProps {
  /** `NavBar.Item` children: with `href` they are the sections; with `onAction` they are actions (utilities, "Exit", mobile actions). */
  children?: ReactNode;
  /** Web: `minimal` keeps the logo and the action items only, for focused flows such as onboarding. */
  variant?: NavBarVariant;
  /** Web: where the logo goes, the product home. */
  logoHref?: string;
  /** Web: the signed-in person; adds the account button and its menu at the end of the bar. */
  account?: NavBarAccount;
  /** Web: called with the account menu entry chosen: `profile`, `settings`, `switch-company` or `sign-out`. */
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

function itemsOf(children: ReactNode): NavBarItemProps[] {
  const items = partsOf('NavBar', 'NavBar.Item', NavBarItem, children).map((item) => item.props);
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

const countText = (count: number): string => (count > 99 ? '99+' : String(count));

/** An action item: an icon button named by its text (and count), or a text button. */
function ActionItem({item, size = 'md'}: {item: NavBarItemProps; size?: 'md' | 'lg'}): ReactNode {
  const icon = safeIcon(item.icon);
  const count = item.count !== undefined && item.count > 0 ? item.count : undefined;
  const name = count === undefined ? item.children : `${item.children}, ${countText(count)}`;
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
  const {format} = useBuiStrings();
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

/** The logo: the company mark linking home. */
function Logo({href}: {href: string}): ReactNode {
  const {format} = useBuiStrings();
  return (
    <Link href={href} className={styles.logo}>
      <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M8 9 L12 16 L9 21 M23 4 L16 16 L21 28" />
      </svg>
      <span className={styles.logoText}>BUI</span>
      <VisuallyHidden elementType="span">{` ${format('navBarHome')}`}</VisuallyHidden>
    </Link>
  );
}

function AccountMenu({
  account,
  onAction,
}: {
  account: NavBarAccount;
  onAction?: (action: NavBarAccountAction) => void;
}): ReactNode {
  const {format} = useBuiStrings();
  return (
    <MenuTrigger>
      <AriaButton className={styles.account} aria-label={format('navBarAccount', {name: account.name})}>
        <Avatar name={account.name} src={account.avatarSrc} size="md" decorative />
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu} onAction={(key: Key) => onAction?.(String(key) as NavBarAccountAction)}>
          <MenuSection>
            <Header className={styles.menuHeader}>
              <span className={styles.menuName}>{account.name}</span>
              <span className={styles.menuEmail}>{account.email}</span>
            </Header>
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
      variant = 'default',
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
    const safeVariant = oneOf('NavBar', 'variant', variant, navBarVariants, 'default');
    const {format} = useBuiStrings();
    const label = givenLabel ?? format('navBarLabel');
    const items = itemsOf(children);
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
        data-variant={safeVariant}
        data-testid={testId}
      >
        <Logo href={logoHref} />
        {safeVariant === 'default' && links.length > 0 && (
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
          {account && safeVariant === 'default' && <AccountMenu account={account} onAction={onAccountAction} />}
        </span>
      </header>
    );
  }),
  {Item: NavBarItem, Tabs: NavBarTabs, Tab: NavBarTab},
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
  /** The tab's id, given to `onChange`. */
  value: string;
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
  const tabs = partsOf('NavBar.Tabs', 'NavBar.Tab', NavBarTab, children).map((tab) => tab.props);
  if (tabs.length < 3 || tabs.length > 5) devWarn('NavBar.Tabs', `has ${tabs.length} tabs; use 3 to 5.`);
  const valueKnown = value === undefined || tabs.some((tab) => tab.value === value);
  if (!valueKnown) devWarn('NavBar.Tabs', `value="${value}" is not the value of any NavBar.Tab.`);
  return (
    <div className={styles.tabBar} data-testid={testId}>
      {!hideLabel && <span className={styles.tabBarLabel}>{label}</span>}
      <Tabs
        selectedKey={value === undefined ? undefined : valueKnown ? value : (tabs[0]?.value ?? null)}
        defaultSelectedKey={defaultValue}
        onSelectionChange={(key: Key) => onChange?.(String(key))}
      >
        <TabList aria-label={label} className={styles.tabList}>
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              id={tab.value}
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
