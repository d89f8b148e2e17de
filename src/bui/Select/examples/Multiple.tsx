/** Multiple — several teams from a short list; the list stays open while people choose. */
import {Select} from '@bui/react';
import {useState} from 'react';

export default function Multiple() {
  const [teams, setTeams] = useState<string[]>(['finance']);
  return (
    <>
      <Select label="Teams in this report" multiple value={teams} onChange={setTeams}>
        <Select.Option value="finance">Finance</Select.Option>
        <Select.Option value="people">People</Select.Option>
        <Select.Option value="sales">Sales</Select.Option>
        <Select.Option value="support">Support</Select.Option>
      </Select>
      <p>
        onChange received: <output>{JSON.stringify(teams)}</output>
      </p>
    </>
  );
}
