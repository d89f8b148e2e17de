/** With an icon — a 16 px icon in the variant's colour before the word; the word still carries the meaning. */
import {Badge} from '@bui/react';

export default function WithIcon() {
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-3)', flexWrap: 'wrap'}}>
      <Badge variant="success" icon="success">
        Approved
      </Badge>
      <Badge variant="danger" icon="danger">
        Overdue
      </Badge>
      <Badge icon="lock">Private</Badge>
    </div>
  );
}
