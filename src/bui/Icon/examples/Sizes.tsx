/** Sizes — 16, 20 and 24 px, for 14 px text, 16 px text and icons that stand alone. */
import {Icon} from '@bui/react';

export default function Sizes() {
  return (
    <div style={{display: 'flex', alignItems: 'center', gap: 'var(--bui-space-6)'}}>
      <Icon name="calendar" size="sm" label="Small calendar, 16 px" />
      <Icon name="calendar" label="Medium calendar, 20 px" />
      <Icon name="calendar" size="lg" label="Large calendar, 24 px" />
    </div>
  );
}
