import {SegmentedControl} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'SegmentedControl',
    kind: 'field',
    render: (props) => (
      <SegmentedControl {...props} label="Calendar range" defaultValue="week">
        <SegmentedControl.Option value="day">Day</SegmentedControl.Option>
        <SegmentedControl.Option value="week">Week</SegmentedControl.Option>
      </SegmentedControl>
    ),
  },
  {
    name: 'SegmentedControl, icon only with a description and an error',
    kind: 'field',
    render: (props) => (
      <SegmentedControl {...props} label="View" description="How the list shows" error="Choose another view">
        <SegmentedControl.Option value="list" icon="list" label="List view" />
        <SegmentedControl.Option value="calendar" icon="calendar" label="Calendar view" />
      </SegmentedControl>
    ),
  },
];
