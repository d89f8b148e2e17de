/** Variants — info, success, warning and danger; each has its own icon shape and spoken prefix. */
import {Alert, Stack} from '@bui/react';

export default function Variants() {
  return (
    <Stack gap={3}>
      <Alert>Payslips for March are published on 25 Mar 2026.</Alert>
      <Alert variant="success">Your tax details were verified on 14 Mar 2026.</Alert>
      <Alert variant="warning">The contract of Jonas Weber ends in 5 days.</Alert>
      <Alert variant="danger" title="Payroll run locked">
        This payroll run has been sent to the bank and can no longer be changed.
      </Alert>
    </Stack>
  );
}
