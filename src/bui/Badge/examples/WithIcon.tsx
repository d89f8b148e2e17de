/** With an icon — a 16 px icon in the variant's colour before the word; the word still carries the meaning. */
import {Badge, Inline} from '@bui/react';

export default function WithIcon() {
  return (
    <Inline gap={3}>
      <Badge variant="success" icon="success">
        Approved
      </Badge>
      <Badge variant="danger" icon="danger">
        Overdue
      </Badge>
      <Badge icon="lock">Private</Badge>
    </Inline>
  );
}
