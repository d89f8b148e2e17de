/** Variants — neutral states without judgement, then info, success, warning and danger. */
import {Badge, Inline} from '@bui/react';

export default function Variants() {
  return (
    <Inline gap={3}>
      <Badge>Draft</Badge>
      <Badge variant="info">Pending approval</Badge>
      <Badge variant="success">Paid</Badge>
      <Badge variant="warning">Expires in 5 days</Badge>
      <Badge variant="danger">Overdue</Badge>
    </Inline>
  );
}
