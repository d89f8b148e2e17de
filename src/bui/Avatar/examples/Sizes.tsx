/** Sizes — 24 px in tables and mentions, 32 px in lists and the nav bar, 48 px in profile headers. */
import {Avatar, Inline} from '@bui/react';

export default function Sizes() {
  return (
    <Inline gap={4}>
      <Avatar name="Jonas Weber" size="sm" />
      <Avatar name="Jonas Weber" />
      <Avatar name="Jonas Weber" size="lg" />
    </Inline>
  );
}
