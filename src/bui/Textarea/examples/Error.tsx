/** Error — a whitespace-only answer counts as empty; the message says what to do. */
import {Textarea} from '@bui/react';
import {useState} from 'react';

function check(value: string): string | undefined {
  return value.trim() === '' ? 'Enter a reason so your manager can review the request' : undefined;
}

export default function WithError() {
  const [reason, setReason] = useState('  \n');
  const [error, setError] = useState(check('  \n'));
  return (
    <Textarea
      label="Reason for the request"
      required
      value={reason}
      error={error}
      onChange={(value) => {
        setReason(value);
        if (error) setError(check(value));
      }}
      onBlur={() => setError(check(reason))}
    />
  );
}
