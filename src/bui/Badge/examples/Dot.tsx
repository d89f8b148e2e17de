/** Dot — an 8 px dot on a navigation icon; its label is read instead of the missing text. */
import {Badge, Icon} from '@bui/react';

export default function Dot() {
  return (
    <span style={{display: 'inline-flex', alignItems: 'flex-start'}}>
      <Icon name="inbox" size="lg" label="Inbox" />
      <Badge dot variant="danger" label="New messages" />
    </span>
  );
}
