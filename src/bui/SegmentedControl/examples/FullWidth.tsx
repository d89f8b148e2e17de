/** Full width — the track fills a narrow panel and the options share it equally. */
import {SegmentedControl} from '@bui/react';

export default function FullWidth() {
  return (
    <div style={{maxInlineSize: 'calc(var(--bui-space-8) * 12)'}}>
      <SegmentedControl label="Requests" fullWidth defaultValue="mine">
        <SegmentedControl.Option value="mine">Mine</SegmentedControl.Option>
        <SegmentedControl.Option value="team">Team</SegmentedControl.Option>
      </SegmentedControl>
    </div>
  );
}
