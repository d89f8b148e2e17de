/** Disabled and error — a disabled tab is skipped by the arrows; an error icon marks the tab to fix, and its message describes it. */
import {Tabs} from '@bui/react';

export default function States() {
  return (
    <>
      <Tabs label="Contract sections" defaultValue="terms">
        <Tabs.Tab id="terms" title="Terms" error="End date is before the start date">
          <p>The end date is before the start date.</p>
        </Tabs.Tab>
        <Tabs.Tab id="salary" title="Salary">
          <p>3,000.00 a month, paid on the 28th.</p>
        </Tabs.Tab>
        <Tabs.Tab id="documents" title="Documents" disabled>
          <p>The signed contract.</p>
        </Tabs.Tab>
        <Tabs.Tab id="history" title="History">
          <p>Created on 2 Mar 2026 by Jonas Weber.</p>
        </Tabs.Tab>
      </Tabs>
      <p>Documents become available after the contract is signed.</p>
    </>
  );
}
