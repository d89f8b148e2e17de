/** Status in a list — each expense claim carries a badge with the state the system set. */
import {Badge} from '@bui/react';

const claims = [
  {id: 'c-1', title: 'Train to Hamburg', state: 'Approved', variant: 'success'},
  {id: 'c-2', title: 'Hotel, 2 nights', state: 'Pending approval', variant: 'info'},
  {id: 'c-3', title: 'Client dinner', state: 'Rejected', variant: 'danger'},
] as const;

export default function Hero() {
  return (
    <ul style={{listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'var(--bui-space-3)'}}>
      {claims.map((claim) => (
        <li key={claim.id} style={{display: 'flex', gap: 'var(--bui-space-3)', alignItems: 'center'}}>
          {claim.title} <Badge variant={claim.variant}>{claim.state}</Badge>
        </li>
      ))}
    </ul>
  );
}
