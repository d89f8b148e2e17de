/** Sizes and states — a small filter, an error that says what to do, and a locked period. */
import {DateRangePicker} from '@bui/react';

export default function States() {
  return (
    <>
      <DateRangePicker label="Report period" size="sm" defaultValue={{start: '2026-03-01', end: '2026-03-31'}} />
      <DateRangePicker
        label="Project phase"
        defaultValue={{start: '2026-05-04', end: '2026-05-08'}}
        required
        error="Choose an end date on or after 11 May 2026, when the phase is approved"
      />
      <DateRangePicker
        label="Payroll period"
        defaultValue={{start: '2026-02-01', end: '2026-02-28'}}
        disabled
        description="February's payroll is closed"
      />
    </>
  );
}
