/** Options from data — `items` and a function that turns each item into a `Select.Option`. */
import {Select} from '@bui/react';
import {useState} from 'react';

interface Team {
  id: string;
  name: string;
}

const teams: Team[] = [
  {id: 'finance', name: 'Finance'},
  {id: 'people', name: 'People'},
  {id: 'sales', name: 'Sales'},
];

export default function Items() {
  const [team, setTeam] = useState<string | null>(null);
  return (
    <>
      <Select label="Team" placeholder="Choose a team" required items={teams} value={team} onChange={setTeam}>
        {(item) => <Select.Option value={item.id}>{item.name}</Select.Option>}
      </Select>
      <p>
        onChange received: <output>{team ?? '(nothing yet)'}</output>
      </p>
    </>
  );
}
