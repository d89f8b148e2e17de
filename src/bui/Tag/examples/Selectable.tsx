/** Selectable — quick filter toggles; several can be on at once, and the group reports the ids that are on. */
import {useState} from 'react';
import {Stack, Tag} from '@bui/react';

export default function Selectable() {
  const [types, setTypes] = useState<string[]>(['full-time']);
  return (
    <Stack gap={3}>
      <Tag.Group label="Contract type" multiple value={types} onChange={setTypes}>
        <Tag value="full-time" icon="briefcase">
          Full-time
        </Tag>
        <Tag value="part-time">Part-time</Tag>
        <Tag value="contractor">Contractor</Tag>
      </Tag.Group>
      <output>Showing: {types.length > 0 ? types.join(', ') : 'all contract types'}</output>
    </Stack>
  );
}
