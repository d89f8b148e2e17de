import {SideDrawer} from '..';
import type {CompositionCase} from '../internal/testing/composition';

// The drawer is in the DOM only while open, so each case renders it open.
export const cases: CompositionCase[] = [
  {
    name: 'SideDrawer',
    render: (props) => (
      <SideDrawer {...props} title="Request details" description="Submitted 14 Mar 2026" defaultOpen>
        Three days of annual leave.
      </SideDrawer>
    ),
  },
  {
    name: 'SideDrawer, at the start',
    render: (props) => (
      <SideDrawer {...props} title="Filters" placement="start" open>
        Team and location.
      </SideDrawer>
    ),
  },
];
