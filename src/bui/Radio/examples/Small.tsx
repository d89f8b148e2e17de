/** Small — 16 px circles and 14 px text for filter panels. */
import {Radio} from '@bui/react';

export default function Small() {
  return (
    <Radio.Group label="Status" size="sm" defaultValue="all">
      <Radio value="all">All requests</Radio>
      <Radio value="open">Waiting for approval</Radio>
      <Radio value="closed">Approved or rejected</Radio>
    </Radio.Group>
  );
}
