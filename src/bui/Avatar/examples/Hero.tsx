/** Beside a name — the avatar helps people spot the approver; the name next to it is what is read. */
import {Avatar} from '@bui/react';

export default function Hero() {
  return (
    <p style={{display: 'flex', alignItems: 'center', gap: 'var(--bui-space-2)', margin: 0}}>
      <Avatar name="Ana López" src="/img/avatars/ana.svg" decorative />
      Ana López approved your request on 14 Mar 2026
    </p>
  );
}
