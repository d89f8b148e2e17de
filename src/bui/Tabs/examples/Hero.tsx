/** Approvals by status — arrowing to a tab shows its panel at once (automatic activation). */
import {Tabs} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [tab, setTab] = useState('pending');
  return (
    <>
      <Tabs label="Approvals by status" value={tab} onChange={setTab}>
        <Tabs.Tab id="pending" title="Pending" count={12}>
          <p>12 requests wait for your decision, the oldest from 3 Mar 2026.</p>
        </Tabs.Tab>
        <Tabs.Tab id="approved" title="Approved" count={140}>
          <p>You approved 140 requests this year.</p>
        </Tabs.Tab>
        <Tabs.Tab id="rejected" title="Rejected">
          <p>You rejected 4 requests this year.</p>
        </Tabs.Tab>
      </Tabs>
      <p>
        onChange received: <output>{tab}</output>
      </p>
    </>
  );
}
