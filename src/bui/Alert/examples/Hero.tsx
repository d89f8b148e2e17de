/** A warning before acting — the consequence, in the page, with the action that helps decide. */
import {useState} from 'react';
import {Alert, Button} from '@bui/react';

export default function Hero() {
  const [preview, setPreview] = useState(false);
  return (
    <Alert
      variant="warning"
      title="Payslips will be recalculated"
      actions={
        <Button variant="tertiary" size="sm" onPress={() => setPreview((shown) => !shown)}>
          {preview ? 'Hide changes' : 'Preview changes'}
        </Button>
      }
    >
      <p>Changing the start date to 1 Apr 2026 affects 4 payslips that have not been sent yet.</p>
      {preview && <p>Affected: April payslips of Ana López, Jonas Weber, Priya Shah and Tom Ng.</p>}
    </Alert>
  );
}
