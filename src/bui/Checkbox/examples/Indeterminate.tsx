/** Indeterminate — a parent whose children are partly selected shows a dash; pressing it selects all. */
import {useState} from 'react';
import {Checkbox, Stack} from '@bui/react';

const channels = [
  {id: 'email', name: 'Email'},
  {id: 'push', name: 'Push notifications'},
  {id: 'sms', name: 'Text messages'},
];

export default function Indeterminate() {
  const [selected, setSelected] = useState(['email']);
  const all = selected.length === channels.length;
  return (
    <Stack gap={2}>
      <Checkbox
        checked={all}
        indeterminate={selected.length > 0 && !all}
        onChange={(checked) => setSelected(checked ? channels.map((channel) => channel.id) : [])}
      >
        All channels
      </Checkbox>
      <div style={{paddingInlineStart: 'var(--bui-space-6)'}}>
        <Checkbox.Group label="Channels" hideLabel value={selected} onChange={setSelected}>
          {channels.map((channel) => (
            <Checkbox key={channel.id} value={channel.id}>
              {channel.name}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </div>
    </Stack>
  );
}
