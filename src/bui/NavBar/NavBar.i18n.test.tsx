// @vitest-environment jsdom
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {pressToOpen} from '../internal/testing/render';
import {renderPerTest} from '../internal/testing/view';
import {NavBar} from './NavBar';
import {navBarStrings} from './NavBar.strings';

const de = navBarStrings['de-DE'];
const en = navBarStrings['en-US'];
const account = {name: 'Ana López', email: 'ana.lopez@brightside.example', companies: 2};

const view = renderPerTest('de-DE');
beforeEach(() => {
  // The 1.0 built-in entries are deprecated and say so in development; that warning is NavBar.test.tsx's subject.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

it("names the account button in the reader's language", () => {
  view.render(<NavBar logoLabel="Brightside" account={account} />);
  const button = view.container.querySelector('header button[aria-haspopup]');
  expect(button?.getAttribute('aria-label')).toBe('Ihr Konto, Ana López');
  expect(button?.getAttribute('aria-label')).toBe(de.navBarAccount({name: account.name}));
  expect(view.container.querySelector(`[aria-label="${en.navBarAccount({name: account.name})}"]`)).toBeNull();
});

it("draws the 1.0 account menu's entries in the reader's language once it is opened", () => {
  view.render(<NavBar logoLabel="Brightside" account={account} />);
  const menu = pressToOpen(view.container.querySelector('header button[aria-haspopup]'), 'menu');
  expect(menu).not.toBeNull();
  const entries = [...(menu?.querySelectorAll('[role="menuitem"]') ?? [])].map((entry) => entry.textContent);
  expect(entries).toEqual([de.navBarProfile, de.navBarSettings, de.navBarSwitchCompany, de.navBarSignOut]);
  expect(entries).toEqual(['Profil', 'Einstellungen', 'Unternehmen wechseln', 'Abmelden']);
  const page = document.body.textContent ?? '';
  for (const word of [en.navBarProfile, en.navBarSettings, en.navBarSwitchCompany, en.navBarSignOut]) {
    expect(page).not.toContain(word);
  }
});
