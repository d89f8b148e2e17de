/** Icon and text — a familiar symbol before each label. */
import {SegmentedControl} from '@bui/react';

export default function Icons() {
  return (
    <SegmentedControl label="Show absences as" defaultValue="list">
      <SegmentedControl.Option value="list" icon="list">
        List
      </SegmentedControl.Option>
      <SegmentedControl.Option value="calendar" icon="calendar">
        Calendar
      </SegmentedControl.Option>
    </SegmentedControl>
  );
}
