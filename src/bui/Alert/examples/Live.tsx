/** After an action — a live alert is announced when it appears; only `danger` interrupts. */
import {useState} from 'react';
import {Alert, Button} from '@bui/react';

export default function Live() {
  const [result, setResult] = useState<'none' | 'sent' | 'failed'>('none');
  return (
    <div style={{display: 'grid', gap: 'var(--bui-space-3)', justifyItems: 'start'}}>
      <div style={{display: 'flex', gap: 'var(--bui-space-2)', flexWrap: 'wrap'}}>
        <Button variant="primary" onPress={() => setResult('sent')}>
          Send payslips
        </Button>
        <Button variant="secondary" onPress={() => setResult('failed')}>
          Send with missing bank details
        </Button>
      </div>
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
    </div>
  );
}
