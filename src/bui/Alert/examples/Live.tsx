/** After an action — a live alert is announced when it appears; only `danger` interrupts. */
import {useState} from 'react';
import {Alert, Button, Inline, Stack} from '@bui/react';

export default function Live() {
  const [result, setResult] = useState<'none' | 'sent' | 'failed'>('none');
  return (
    <Stack gap={3} align="start">
      <Inline gap={2}>
        <Button variant="primary" onPress={() => setResult('sent')}>
          Send payslips
        </Button>
        <Button variant="secondary" onPress={() => setResult('failed')}>
          Send without bank details
        </Button>
      </Inline>
      {result === 'sent' && (
        <Alert key="sent" variant="success" live>
          12 payslips were sent on 25 Mar 2026.
        </Alert>
      )}
      {result === 'failed' && (
        <Alert key="failed" variant="danger" title="Payslips not sent" live>
          2 employees have no bank details. Add them and send again.
        </Alert>
      )}
    </Stack>
  );
}
