/** Shift start — hours and minutes are separate spin buttons on the 24-hour clock. */
import {TimePicker} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [start, setStart] = useState<string | null>(null);
  return (
    <>
      <TimePicker
        label="Shift starts"
        description="Between 07:00 and 22:00. For example 09:30"
        value={start}
        onChange={setStart}
        min="07:00"
        max="22:00"
        required
      />
      <p>
        onChange received: <output>{start ?? 'null'}</output>
      </p>
    </>
  );
}
