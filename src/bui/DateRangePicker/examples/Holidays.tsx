/** Unavailable days — office closures cannot be a start or an end, but a range may span them. */
import {DateRangePicker, type DateRange} from '@bui/react';
import {useState} from 'react';

const officeClosed = ['2026-04-03', '2026-04-06'];

export default function Holidays() {
  const [trip, setTrip] = useState<DateRange | null>({start: '2026-04-01', end: '2026-04-08'});
  return (
    <>
      <DateRangePicker
        label="Business trip"
        description="The office is closed on 3 and 6 Apr 2026."
        formatExample={{start: '2026-04-01', end: '2026-04-08'}}
        value={trip}
        onChange={setTrip}
        unavailableDates={officeClosed}
      />
      <p>
        onChange received: <output>{trip ? `${trip.start} to ${trip.end}` : 'null'}</output>
      </p>
    </>
  );
}
