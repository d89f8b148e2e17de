/** Disabled — one option, skipped by the arrow keys, or the whole control. */
import {SegmentedControl, Stack} from '@bui/react';

export default function Disabled() {
  return (
    <Stack gap={4} align="start">
      <SegmentedControl label="Report period" defaultValue="month">
        <SegmentedControl.Option value="month">This month</SegmentedControl.Option>
        <SegmentedControl.Option value="last-month">Last month</SegmentedControl.Option>
        <SegmentedControl.Option value="year" disabled>
          This year
        </SegmentedControl.Option>
      </SegmentedControl>
      <SegmentedControl label="Duration" size="sm" defaultValue="60" disabled>
        <SegmentedControl.Option value="30">30 min</SegmentedControl.Option>
        <SegmentedControl.Option value="60">1 h</SegmentedControl.Option>
        <SegmentedControl.Option value="120">2 h</SegmentedControl.Option>
      </SegmentedControl>
    </Stack>
  );
}
