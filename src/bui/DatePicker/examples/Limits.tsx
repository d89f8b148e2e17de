/** Limits — an expense from this month's working days: `min`, `max` and a function that rules out weekends. */
import {DatePicker} from '@bui/react';
import {useState} from 'react';

function isWeekend(iso: string) {
  const day = new Date(`${iso}T12:00:00`).getDay();
  return day === 0 || day === 6;
}

export default function Limits() {
  const [date, setDate] = useState<string | null>('2026-03-18');
  return (
    <>
      <DatePicker
        label="Date of expense"
        description="A working day from 2 to 27 Mar 2026."
        formatExample="2026-03-18"
        value={date}
        onChange={setDate}
        min="2026-03-02"
        max="2026-03-27"
        unavailableDates={isWeekend}
      />
      <p>
        onChange received: <output>{date ?? 'null'}</output>
      </p>
    </>
  );
}
