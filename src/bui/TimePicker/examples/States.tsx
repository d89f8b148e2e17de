/** Sizes and states — a small timesheet cell, an error that names the limit, and an approved time. */
import {TimePicker} from '@bui/react';

export default function States() {
  return (
    <>
      <TimePicker label="Clock-in" size="sm" defaultValue="08:55" />
      <TimePicker
        label="Reminder time"
        defaultValue="06:15"
        min="07:00"
        max="22:00"
        description="Between 07:00 and 22:00"
      />
      <TimePicker label="Clock-out" defaultValue="17:05" disabled description="This timesheet is approved" />
    </>
  );
}
