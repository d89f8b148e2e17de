/** Small and full width — `size="sm"` for side drawers; `fullWidth` shares the width between 2 or 3 tabs. */
import {Tabs} from '@bui/react';

export default function Sizes() {
  return (
    <Tabs label="Request details" hideLabel size="sm" fullWidth>
      <Tabs.Tab id="details" title="Details">
        <p>Paid leave, 14–18 Mar 2026, 5 days.</p>
      </Tabs.Tab>
      <Tabs.Tab id="comments" title="Comments" count={2}>
        <p>2 comments from your manager.</p>
      </Tabs.Tab>
    </Tabs>
  );
}
