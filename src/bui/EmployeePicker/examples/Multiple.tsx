/** Attendees — several people as chips; Backspace in the empty field removes the last one and says so. */
import {searchEmployees} from '@bui/demo';
import {EmployeePicker} from '@bui/react';
import {useState} from 'react';

export default function Multiple() {
  const [attendees, setAttendees] = useState<string[]>([]);
  return (
    <>
      <EmployeePicker
        label="Attendees"
        description="Search by name or email"
        multiple
        max={10}
        loadOptions={(query, {signal}) => searchEmployees(query, {signal})}
        value={attendees}
        onChange={setAttendees}
      />
      <p>
        onChange received: <output>{JSON.stringify(attendees)}</output>
      </p>
    </>
  );
}
