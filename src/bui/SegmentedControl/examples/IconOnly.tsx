/** Icon only — each option's label is its accessible name and its tooltip; sm fits a table toolbar. */
import {SegmentedControl} from '@bui/react';

export default function IconOnly() {
  return (
    <SegmentedControl label="Layout" hideLabel size="sm" defaultValue="list">
      <SegmentedControl.Option value="list" icon="list" label="List view" />
      <SegmentedControl.Option value="calendar" icon="calendar" label="Calendar view" />
    </SegmentedControl>
  );
}
