/** A list laid out in a row — `as="ul"` keeps it a list for screen readers ("list, 3 items") without bullets or indent. */
import {Avatar, Badge, Inline, Stack} from '@bui/react';

const team = [
  {name: 'Priya Shah', role: 'Payroll lead'},
  {name: 'Ana López', role: 'HR advisor'},
  {name: 'Tomás Ruiz', role: 'Finance'},
];

export default function TeamList() {
  return (
    <Inline as="ul" gap={6} align="start" aria-label="Your HR team">
      {team.map((person) => (
        <li key={person.name}>
          <Inline gap={3} wrap={false}>
            <Avatar name={person.name} />
            <Stack gap={0.5}>
              <strong>{person.name}</strong>
              <Badge variant="neutral">{person.role}</Badge>
            </Stack>
          </Inline>
        </li>
      ))}
    </Inline>
  );
}
