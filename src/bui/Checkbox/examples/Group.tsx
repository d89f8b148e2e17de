/** A group — several options under one question; the value is the list of ticked ids. */
import {useState} from 'react';
import {Checkbox, Stack} from '@bui/react';

export default function Group() {
  const [days, setDays] = useState(['mon', 'tue']);
  return (
    <Stack gap={3}>
      <Checkbox.Group
        label="Which days do you work?"
        description="Used to calculate your holiday allowance"
        value={days}
        onChange={setDays}
        required
      >
        <Checkbox value="mon">Monday</Checkbox>
        <Checkbox value="tue">Tuesday</Checkbox>
        <Checkbox value="wed">Wednesday</Checkbox>
        <Checkbox value="thu">Thursday</Checkbox>
        <Checkbox value="fri">Friday</Checkbox>
      </Checkbox.Group>
      <output>value: {JSON.stringify(days)}</output>
    </Stack>
  );
}
