/** Status — available is a filled dot and away a hollow one, so they differ without colour; both are read with the name. */
import {Avatar, Inline} from '@bui/react';

export default function Status() {
  return (
    <Inline gap={4}>
      <Avatar name="Ana López" src="/img/avatars/ana.svg" status="available" size="lg" />
      <Avatar name="Tom Ng" status="away" size="lg" />
    </Inline>
  );
}
