/** The web bar — your product's logo, sections as links through the app's router (the current one marked), and an account menu of your own links and commands; narrow bars collapse the sections behind "Menu". */
import {useState} from 'react';
import {BuiRouterProvider, NavBar} from '@bui/react';

// Your product's logo: an svg or img of any size, fitted into the bar. Screen readers hear `logoLabel` instead.
const brightsideLogo = (
  <svg viewBox="0 0 132 32" width="132" height="32">
    <circle cx="16" cy="16" r="7" fill="currentColor" />
    <path
      d="M16 2v4M16 26v4M2 16h4M26 16h4M6 6l3 3M23 23l3 3M6 26l3-3M23 9l3-3"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
    <text x="38" y="22" fill="currentColor" fontSize="17" fontWeight="600">
      Brightside
    </text>
  </svg>
);

export default function Hero() {
  const [path, setPath] = useState('/time-off/approvals/1842');
  const [notice, setNotice] = useState('');
  return (
    // This demo app keeps its route in the URL's query, so its links stay on this page, and its
    // navigation has its own name: this page's bar is already the "Main" one.
    <BuiRouterProvider navigate={setPath} useHref={(href) => `?app=${encodeURIComponent(href)}`}>
      <NavBar
        logo={brightsideLogo}
        logoLabel="Brightside"
        logoHref="/"
        label="Example app"
        currentPath={path}
        account={{name: 'Ana López', email: 'ana.lopez@brightside.example'}}
        testId="main-nav"
      >
        <NavBar.Item href="/time" icon="clock">
          Time
        </NavBar.Item>
        <NavBar.Item href="/time-off" icon="calendar" count={3}>
          Time off
        </NavBar.Item>
        <NavBar.Item href="/payroll" icon="wallet">
          Payroll
        </NavBar.Item>
        <NavBar.Item href="/people" icon="users">
          People
        </NavBar.Item>
        <NavBar.Item href="/reports" icon="document">
          Reports
        </NavBar.Item>
        <NavBar.Item icon="inbox" count={3} onAction={() => setNotice('Notifications opened')}>
          Notifications
        </NavBar.Item>
        {/* The account menu's entries: with href a link, with onAction a command. */}
        <NavBar.AccountItem href="/profile">Profile</NavBar.AccountItem>
        <NavBar.AccountItem href="/settings">Settings</NavBar.AccountItem>
        <NavBar.AccountItem onAction={() => setNotice('Company switcher opened')}>Switch company</NavBar.AccountItem>
        <NavBar.AccountItem onAction={() => setNotice('Signed out')}>Sign out</NavBar.AccountItem>
      </NavBar>
      <output>
        Page: {path}
        {notice && ` · ${notice}`}
      </output>
    </BuiRouterProvider>
  );
}
