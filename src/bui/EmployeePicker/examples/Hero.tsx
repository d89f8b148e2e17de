/** Approver — search the directory and choose one colleague; the value is their id. */
import {searchEmployees} from '@bui/demo';
import {EmployeePicker} from '@bui/react';
import {useState} from 'react';

const currentUserId = 'emp-001';

export default function Hero() {
  const [approver, setApprover] = useState<string | null>(null);
  return (
    <>
      <EmployeePicker
        label="Approver"
        description="Search by name or email. You can't approve your own request."
        required
        excludeIds={[currentUserId]}
        loadOptions={(query, {signal}) => searchEmployees(query, {signal})}
        value={approver}
        onChange={setApprover}
      />
      <p>
        onChange received: <output>{approver ?? '(nothing yet)'}</output>
      </p>
    </>
  );
}
