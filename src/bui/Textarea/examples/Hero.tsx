/** Reason for rejecting — a required comment whose hint says who reads it and how long it may be. */
import {Textarea} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [reason, setReason] = useState('');
  return (
    <Textarea
      label="Reason for rejecting"
      description="Ana will see this message. Up to 500 characters."
      maxLength={500}
      required
      value={reason}
      onChange={setReason}
    />
  );
}
