// @vitest-environment jsdom
import {act, type ReactElement} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {I18nProvider} from 'react-aria/I18nProvider';
import {stubCssEscape} from '../internal/testing/composition';
import {mount, pressToOpen, type Rendered} from '../internal/testing/render';
import {BuiRouterProvider, NavBar} from '..';

stubCssEscape();

let mounted: Rendered | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.restoreAllMocks();
});

const show = (element: ReactElement): HTMLElement => {
  mounted = mount(element);
  return mounted.container;
};

const warnings = () => vi.mocked(console.warn).mock.calls.map(([message]) => String(message));

/** What a screen reader hears for an element: its text without the parts hidden from assistive technology. */
function nameOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const logoLink = (container: HTMLElement) => container.querySelector('header > a') as HTMLAnchorElement;

describe('the logo is the app’s', () => {
  it('draws the given logo, hidden from screen readers, in a link named by `logoLabel`', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = show(
      <NavBar logo={<svg data-testid="brightside-logo" />} logoLabel="Brightside" logoHref="/home">
        <NavBar.Item href="/people">People</NavBar.Item>
      </NavBar>,
    );
    const link = logoLink(container);
    expect(link.getAttribute('href')).toBe('/home');
    expect(link.querySelector('[aria-hidden="true"] [data-testid="brightside-logo"]')).not.toBeNull();
    expect(nameOf(link)).toBe('Brightside home');
    expect(link.textContent).not.toContain('BUI');
    expect(warnings()).toEqual([]);
  });

  it('shows `logoLabel` as the text of the link when there is no logo', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = logoLink(show(<NavBar logoLabel="Brightside" />));
    expect(link.querySelector('svg')).toBeNull();
    expect(nameOf(link)).toBe('Brightside home');
    expect(warnings()).toEqual([]);
  });

  it('keeps the BUI mark in 1.x without either, and says in development that it goes', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = logoLink(show(<NavBar />));
    expect(nameOf(link)).toBe('BUI home');
    expect(warnings()).toEqual([
      "[BUI NavBar] shows the BUI mark because it has no `logo` or `logoLabel`; pass your product's. From 2.0 the " +
        'bar has no logo without them.',
    ]);
  });
});

/** Opens the account menu and returns it. */
function openAccountMenu(container: HTMLElement): HTMLElement {
  return pressToOpen(container.querySelector('button[aria-label^="Your account"]'), 'menu');
}

describe('the account menu holds the app’s entries', () => {
  const accountBar = (navigate: (href: string) => void, signOut: () => void) => (
    <BuiRouterProvider navigate={navigate}>
      <NavBar logoLabel="Brightside" account={{name: 'Ana López', email: 'ana.lopez@brightside.example'}}>
        <NavBar.Item href="/people">People</NavBar.Item>
        <NavBar.AccountItem href="/profile" testId="profile">
          Profile
        </NavBar.AccountItem>
        <NavBar.AccountItem onAction={signOut}>Sign out</NavBar.AccountItem>
      </NavBar>
    </BuiRouterProvider>
  );

  it('draws an entry with `href` as a link to it, which the app’s router follows', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const navigate = vi.fn();
    const container = show(accountBar(navigate, () => {}));
    const entries = [...openAccountMenu(container).querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(entries.map((entry) => entry.textContent)).toEqual(['Profile', 'Sign out']);
    const [profile] = entries;
    expect(profile.tagName).toBe('A');
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(profile.getAttribute('data-testid')).toBe('profile');
    act(() => profile.click());
    expect(navigate).toHaveBeenCalledWith('/profile', undefined);
    // An account entry is not a section link.
    expect(container.querySelector('nav a[href="/profile"]')).toBeNull();
    expect(warnings()).toEqual([]);
  });

  it('draws an entry with `onAction` as a command, not a link', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const signOut = vi.fn();
    const container = show(accountBar(() => {}, signOut));
    const signOutEntry = openAccountMenu(container).querySelectorAll<HTMLElement>('[role="menuitem"]')[1];
    expect(signOutEntry.tagName).not.toBe('A');
    expect(signOutEntry.hasAttribute('href')).toBe(false);
    act(() => signOutEntry.click());
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('without entries of the app, still draws the 1.0 entries and calls `onAccountAction`, and warns', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onAccountAction = vi.fn();
    const container = show(
      <NavBar
        logoLabel="Brightside"
        account={{name: 'Ana López', email: 'ana.lopez@brightside.example', companies: 2}}
        onAccountAction={onAccountAction}
      />,
    );
    const menu = openAccountMenu(container);
    const entries = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(entries.map((entry) => entry.textContent)).toEqual(['Profile', 'Settings', 'Switch company', 'Sign out']);
    act(() => entries[3].click());
    expect(onAccountAction).toHaveBeenCalledWith('sign-out');
    expect(warnings()).toEqual([
      "[BUI NavBar] the account menu's built-in entries and `onAccountAction` are deprecated; pass " +
        'NavBar.AccountItem children. They still work in 1.x.',
    ]);
  });
});

describe('`variant`, replaced by `minimal` in 1.1', () => {
  /** The bar's header, and whether it has the section links, the account button, the logo and the action. */
  const bar = (props: {minimal?: boolean; variant?: 'default' | 'minimal'}) => {
    const header = show(
      <NavBar
        {...props}
        logoLabel="Brightside"
        currentPath="/people"
        account={{name: 'Ana López', email: 'ana.lopez@brightside.example'}}
      >
        <NavBar.Item href="/people">People</NavBar.Item>
        <NavBar.Item onAction={() => {}}>Exit</NavBar.Item>
        <NavBar.AccountItem href="/profile">Profile</NavBar.AccountItem>
      </NavBar>,
    ).querySelector('header') as HTMLElement;
    const parts = {
      sections: header.querySelector('nav') !== null,
      account: header.querySelector('button[aria-label="Your account, Ana López"]') !== null,
      logo: nameOf(logoLink(header.parentElement as HTMLElement)) === 'Brightside home',
      action: [...header.querySelectorAll('button')].some((button) => button.textContent === 'Exit'),
    };
    mounted?.unmount();
    mounted = null;
    return parts;
  };
  const full = {sections: true, account: true, logo: true, action: true};
  const reduced = {sections: false, account: false, logo: true, action: true};

  it('`minimal` leaves out the sections and the account, and keeps the logo and the actions', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(bar({})).toEqual(full);
    expect(bar({minimal: true})).toEqual(reduced);
    expect(bar({minimal: false})).toEqual(full);
    expect(warnings()).toEqual([]);
  });

  it('`variant="minimal"` still draws the minimal bar, `variant="default"` the full one, and both warn', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(bar({variant: 'minimal'})).toEqual(reduced);
    expect(bar({variant: 'default'})).toEqual(full);
    expect(warnings()).toEqual(['[BUI NavBar] `variant` is renamed `minimal`; `variant` still works in 1.x.']);
  });
});

describe('NavBar.Tab identity, `id` since 1.1', () => {
  const bar = (tab: (name: string) => ReactElement) => (
    <NavBar.Tabs value="requests" label="Sections">
      {['home', 'requests', 'profile'].map(tab)}
    </NavBar.Tabs>
  );

  it('selects the tab whose id is the value, without a warning', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tabs = [
      ...show(
        bar((name) => (
          <NavBar.Tab key={name} id={name} icon="home">
            {`Tab ${name}`}
          </NavBar.Tab>
        )),
      ).querySelectorAll('[role="tab"]'),
    ];
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(warnings()).toEqual([]);
  });

  it('`value` (1.0) still names the tab, and says in development what it is called now', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tabs = [
      ...show(
        bar((name) => (
          <NavBar.Tab key={name} value={name} icon="home">
            {`Tab ${name}`}
          </NavBar.Tab>
        )),
      ).querySelectorAll('[role="tab"]'),
    ];
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(new Set(warnings())).toEqual(
      new Set(['[BUI NavBar.Tab] `value` is renamed `id`; `value` still works in 1.x.']),
    );
  });
});

describe('an action item with a count is named in the reader’s language', () => {
  const bar = (locale: string) => (
    <I18nProvider locale={locale}>
      <NavBar logoLabel="Brightside">
        <NavBar.Item icon="inbox" count={120} onAction={() => {}}>
          {locale === 'ar-AE' ? 'الإشعارات' : 'Notifications'}
        </NavBar.Item>
      </NavBar>
    </I18nProvider>
  );

  it('joins the text and the count with the language’s own comma, and caps the count as the badge does', () => {
    expect(show(bar('en-US')).querySelector('button[aria-label^="Notifications"]')?.getAttribute('aria-label')).toBe(
      'Notifications, 99+',
    );
    mounted?.unmount();
    expect(show(bar('ar-AE')).querySelector('button[aria-label^="الإشعارات"]')?.getAttribute('aria-label')).toBe(
      'الإشعارات، 99+',
    );
  });
});
