/** Tracker — a read-only, vertical stepper for a process other people move forward. */
import {Stepper} from '@bui/react';

export default function Vertical() {
  return (
    <Stepper label="Expense claim status" orientation="vertical" readOnly step="finance" size="sm">
      <Stepper.Step id="submitted" title="Submitted" description="Ana López, 10 Mar 2026" />
      <Stepper.Step id="manager" title="Manager approval" description="Approved by Jan de Vries, 12 Mar 2026" />
      <Stepper.Step id="finance" title="Finance check" />
      <Stepper.Step id="paid" title="Paid" />
    </Stepper>
  );
}
