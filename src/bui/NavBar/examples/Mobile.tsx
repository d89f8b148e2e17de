/** In the app — the top bar with back, title and an action; the tab bar on the root screens. */
import {useState} from 'react';
import {NavBar} from '@bui/react';

export default function Mobile() {
  const [tab, setTab] = useState('requests');
  const [notice, setNotice] = useState('Absence request of 12–16 May');
  return (
    <>
      <NavBar title="Absence request" backLabel="Requests" onBack={() => setNotice('Back to Requests')}>
        <NavBar.Item icon="share" onAction={() => setNotice('Share sheet opened')}>
          Share request
        </NavBar.Item>
      </NavBar>
      <p>{notice}</p>
      <NavBar.Tabs value={tab} onChange={setTab} label="Sections" hideLabel>
        <NavBar.Tab id="home" icon="home">
          Home
        </NavBar.Tab>
        <NavBar.Tab id="requests" icon="calendar">
          Requests
        </NavBar.Tab>
        <NavBar.Tab id="payslips" icon="wallet">
          Payslips
        </NavBar.Tab>
        <NavBar.Tab id="profile" icon="user">
          Profile
        </NavBar.Tab>
      </NavBar.Tabs>
    </>
  );
}
