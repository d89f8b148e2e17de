/** Sizes — 24 px in tables and mentions, 32 px in lists and the nav bar, 48 px in profile headers. */
import {Avatar} from '@bui/react';

export default function Sizes() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 'var(--bui-space-4)'}}>
      <Avatar name="Jonas Weber" size="sm" />
      <Avatar name="Jonas Weber" />
      <Avatar name="Jonas Weber" size="lg" />
    </div>
  );
}
