/** Error — shown after a submit without a choice, gone once one is made. */
import {Select} from '@bui/react';
import {useState} from 'react';

export default function WithError() {
  const [team, setTeam] = useState<string | null>(null);
  return (
    <Select
      label="Team"
      placeholder="Choose a team"
      required
      value={team}
      onChange={setTeam}
      error={team === null ? 'Choose the team this person joins' : undefined}
    >
      <Select.Option value="finance">Finance</Select.Option>
      <Select.Option value="people">People</Select.Option>
      <Select.Option value="sales">Sales</Select.Option>
    </Select>
  );
}
