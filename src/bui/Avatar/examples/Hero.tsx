/** Beside a name — the avatar helps people spot the approver; the name next to it is what is read. */
import {Avatar, Inline} from '@bui/react';

export default function Hero() {
  return (
    <Inline gap={2} wrap={false}>
      <Avatar name="Ana López" src="/img/avatars/ana.svg" decorative />
      Ana López approved your request on 14 Mar 2026
    </Inline>
  );
}
