/** Tracker — a read-only, vertical stepper for a process other people move forward. */
import {Stepper} from '@bui/react';

export default function Vertical() {
  return (
    <Stepper label="Expense claim status" orientation="vertical" readOnly step="finance" size="sm">
      <Stepper.Step id="submitted" description="Ana López, 10 Mar 2026">
        Submitted
      </Stepper.Step>
      <Stepper.Step id="manager" description="Approved by Jan de Vries, 12 Mar 2026">
        Manager approval
      </Stepper.Step>
      <Stepper.Step id="finance">Finance check</Stepper.Step>
      <Stepper.Step id="paid">Paid</Stepper.Step>
    </Stepper>
  );
}
