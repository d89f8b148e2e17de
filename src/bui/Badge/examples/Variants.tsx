/** Variants — neutral states without judgement, then info, success, warning and danger. */
import {Badge} from '@bui/react';

export default function Variants() {
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-3)', flexWrap: 'wrap'}}>
      <Badge>Draft</Badge>
      <Badge variant="info">Pending approval</Badge>
      <Badge variant="success">Paid</Badge>
      <Badge variant="warning">Expires in 5 days</Badge>
      <Badge variant="danger">Overdue</Badge>
    </div>
  );
}
