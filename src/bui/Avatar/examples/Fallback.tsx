/** Photo or initials — initials stand in until a photo loads, and for good when there is none. */
import {Avatar} from '@bui/react';

export default function Fallback() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 'var(--bui-space-4)'}}>
      <Avatar name="Ana López" src="/img/avatars/ana.svg" />
      <Avatar name="Priya Shah" />
    </div>
  );
}
