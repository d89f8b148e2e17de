/** Switching the view — one option is always selected and the content follows at once. */
import {useState} from 'react';
import {SegmentedControl, Stack} from '@bui/react';

export default function Hero() {
  const [range, setRange] = useState('week');
  return (
    <Stack gap={3} align="start">
      <SegmentedControl label="Calendar range" value={range} onChange={setRange}>
        <SegmentedControl.Option value="day">Day</SegmentedControl.Option>
        <SegmentedControl.Option value="week">Week</SegmentedControl.Option>
        <SegmentedControl.Option value="month">Month</SegmentedControl.Option>
      </SegmentedControl>
      <output>Showing the {range}</output>
    </Stack>
  );
}
