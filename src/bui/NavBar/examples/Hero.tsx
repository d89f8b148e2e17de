/** The web bar — sections as links through the app's router, the current one marked; narrow bars collapse them behind "Menu". */
import {useState} from 'react';
import {BuiRouterProvider, NavBar} from '@bui/react';

export default function Hero() {
  const [path, setPath] = useState('/time-off/approvals/1842');
  const [notice, setNotice] = useState('');
  return (
    // This demo app keeps its route in the URL's query, so its links stay on this page, and its
    // navigation has its own name: this page's bar is already the "Main" one.
    <BuiRouterProvider navigate={setPath} useHref={(href) => `?app=${encodeURIComponent(href)}`}>
      <NavBar
        logoHref="/"
        label="Example app"
        currentPath={path}
        account={{name: 'Ana López', email: 'ana.lopez@brightside.example', companies: 2}}
        onAccountAction={(action) => setNotice(`Account: ${action}`)}
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
      </NavBar>
      <output>
        Page: {path}
        {notice && ` · ${notice}`}
      </output>
    </BuiRouterProvider>
  );
}
