/** Status in a list — each expense claim carries a badge with the state the system set. */
import {Badge, Inline, Stack} from '@bui/react';

const claims = [
  {id: 'c-1', title: 'Train to Hamburg', state: 'Approved', variant: 'success'},
  {id: 'c-2', title: 'Hotel, 2 nights', state: 'Pending approval', variant: 'info'},
  {id: 'c-3', title: 'Client dinner', state: 'Rejected', variant: 'danger'},
] as const;

export default function Hero() {
  return (
    <Stack as="ul" gap={3}>
      {claims.map((claim) => (
        <li key={claim.id}>
          <Inline gap={3}>
            {claim.title}
            <Badge variant={claim.variant}>{claim.state}</Badge>
          </Inline>
        </li>
      ))}
    </Stack>
  );
}
