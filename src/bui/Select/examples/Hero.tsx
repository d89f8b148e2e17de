/** Absence type — one value from a short list, with a disabled option that explains itself. */
import {Select} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [type, setType] = useState<string | null>(null);
  return (
    <>
      <Select
        label="Absence type"
        description="Sick leave is reported to your manager, not requested"
        placeholder="Choose a type"
        required
        value={type}
        onChange={setType}
      >
        <Select.Option value="paid">Paid leave</Select.Option>
        <Select.Option value="unpaid">Unpaid leave</Select.Option>
        <Select.Option value="parental">Parental leave</Select.Option>
        <Select.Option value="study" disabled>
          Study leave (not in your contract)
        </Select.Option>
        <Select.Option value="sick">Sick leave</Select.Option>
      </Select>
      <p>
        onChange received: <output>{type ?? '(nothing yet)'}</output>
      </p>
    </>
  );
}
