/** Leave dates — type both dates or pick the first and last day on one calendar. */
import {DateRangePicker, type DateRange} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [leave, setLeave] = useState<DateRange | null>(null);
  return (
    <>
      <DateRangePicker
        label="Leave dates"
        description="Within 2026."
        formatExample={{start: '2026-03-14', end: '2026-03-18'}}
        value={leave}
        onChange={setLeave}
        min="2026-01-01"
        max="2026-12-31"
        required
      />
      <p>
        onChange received: <output>{leave ? `${leave.start} to ${leave.end}` : 'null'}</output>
      </p>
    </>
  );
}
