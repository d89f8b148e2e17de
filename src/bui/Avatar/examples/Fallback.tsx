/** Photo or initials — initials stand in until a photo loads, and for good when there is none. */
import {Avatar, Inline} from '@bui/react';

export default function Fallback() {
  return (
    <Inline gap={4}>
      <Avatar name="Ana López" src="/img/avatars/ana.svg" />
      <Avatar name="Priya Shah" />
    </Inline>
  );
}
