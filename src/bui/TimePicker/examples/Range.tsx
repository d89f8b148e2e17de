/** Start and end — the end field gets the start as `rangeStart`, shows the length and rejects an earlier end. */
import {TimePicker} from '@bui/react';
import {useState} from 'react';

export default function Range() {
  const [from, setFrom] = useState<string | null>('13:00');
  const [until, setUntil] = useState<string | null>('17:30');
  return (
    <>
      <TimePicker
        label="From"
        description="For example 13:00"
        value={from}
        onChange={setFrom}
        min="07:00"
        max="22:00"
        required
      />
      <TimePicker
        label="Until"
        description="Times are in Madrid time (CET)"
        value={until}
        onChange={setUntil}
        min="07:00"
        max="22:00"
        rangeStart={from}
        showDuration
        required
      />
    </>
  );
}
