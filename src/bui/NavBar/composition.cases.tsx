import {NavBar} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'NavBar (web)',
    render: (props) => (
      <NavBar {...props} logoLabel="Brightside" currentPath="/people">
        <NavBar.Item href="/people">People</NavBar.Item>
        <NavBar.Item href="/time-off">Time off</NavBar.Item>
        <NavBar.Item icon="inbox" onAction={() => {}}>
          Notifications
        </NavBar.Item>
      </NavBar>
    ),
  },
  {
    name: 'NavBar (mobile top bar)',
    render: (props) => (
      <NavBar {...props} title="Requests" backLabel="Home" onBack={() => {}}>
        <NavBar.Item icon="search" onAction={() => {}}>
          Search
        </NavBar.Item>
      </NavBar>
    ),
  },
];
