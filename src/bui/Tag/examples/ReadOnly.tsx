/** Read-only, small and locked — skills as plain tags in a `sm` group; a filter the page fixes is disabled. */
import {useState} from 'react';
import {Stack, Tag} from '@bui/react';

export default function ReadOnly() {
  const [teamFilter, setTeamFilter] = useState(true);
  return (
    <Stack gap={4}>
      <Tag.Group label="Skills" size="sm">
        <Tag>Excel</Tag>
        <Tag>Spanish</Tag>
        <Tag>Payroll law</Tag>
      </Tag.Group>
      <Tag.Group label="Annual report filters" size="sm">
        <Tag value="year" disabled>
          Year: 2026
        </Tag>
        {teamFilter ? (
          <Tag value="team" onRemove={() => setTeamFilter(false)}>
            Team: Sales
          </Tag>
        ) : null}
      </Tag.Group>
    </Stack>
  );
}
