/** Manual activation — arrows only move focus; Enter or Space shows the panel, for panels that load slowly. */
import {Tabs} from '@bui/react';

export default function Manual() {
  return (
    <Tabs label="Employee sections" keyboardActivation="manual">
      <Tabs.Tab id="overview" title="Overview">
        <p>Ana López, Payroll specialist, Finance since 1 Feb 2021.</p>
      </Tabs.Tab>
      <Tabs.Tab id="absences" title="Absences">
        <p>14 days of paid leave left this year.</p>
      </Tabs.Tab>
      <Tabs.Tab id="payslips" title="Payslips">
        <p>The latest payslip is from March 2026.</p>
      </Tabs.Tab>
    </Tabs>
  );
}
