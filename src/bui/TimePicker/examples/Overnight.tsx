/** Night shift — `allowOvernight` reads an end before the start as the next day; there is no `min` on the end. */
import {TimePicker} from '@bui/react';
import {useState} from 'react';

export default function Overnight() {
  const [shiftStart, setShiftStart] = useState<string | null>('22:00');
  const [shiftEnd, setShiftEnd] = useState<string | null>('06:00');
  return (
    <>
      <TimePicker label="Night shift starts" value={shiftStart} onChange={setShiftStart} required />
      <TimePicker
        label="Night shift ends"
        description="Shifts that end after midnight are counted on the next day"
        value={shiftEnd}
        onChange={setShiftEnd}
        rangeStart={shiftStart}
        allowOvernight
        showDuration
        required
      />
    </>
  );
}
