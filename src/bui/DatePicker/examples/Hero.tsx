/** Contract start date — type the date or pick it; days before the limit and public holidays cannot be chosen. */
import {DatePicker} from '@bui/react';
import {useState} from 'react';

const publicHolidays2026 = ['2026-04-03', '2026-04-06', '2026-04-27', '2026-05-05', '2026-05-14'];

export default function Hero() {
  const [startDate, setStartDate] = useState<string | null>(null);
  return (
    <>
      <DatePicker
        label="Contract start date"
        description="The first working day, from 1 Apr 2026."
        formatExample="2026-04-14"
        value={startDate}
        onChange={setStartDate}
        min="2026-04-01"
        unavailableDates={publicHolidays2026}
        required
      />
      <p>
        onChange received: <output>{startDate ?? 'null'}</output>
      </p>
    </>
  );
}
