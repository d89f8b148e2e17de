/** Active filters — each applied filter is a removable tag; Backspace or Delete removes the focused one. */
import {useState} from 'react';
import {Button, Stack, Tag} from '@bui/react';

const applied = [
  {id: 'status', label: 'Status: Pending'},
  {id: 'team', label: 'Team: Finance'},
  {id: 'year', label: 'Year: 2026'},
];

export default function Hero() {
  const [filters, setFilters] = useState(applied);
  const remove = (id: string) => setFilters((current) => current.filter((filter) => filter.id !== id));

  return (
    <Stack gap={3} align="start">
      <Tag.Group label="Active filters">
        {filters.map((filter) => (
          <Tag key={filter.id} value={filter.id} onRemove={() => remove(filter.id)}>
            {filter.label}
          </Tag>
        ))}
      </Tag.Group>
      {filters.length >= 2 && (
        <Button variant="tertiary" size="sm" onPress={() => setFilters([])}>
          Clear all filters
        </Button>
      )}
      {filters.length < applied.length && (
        <Button variant="tertiary" size="sm" onPress={() => setFilters(applied)}>
          Reset example
        </Button>
      )}
    </Stack>
  );
}
