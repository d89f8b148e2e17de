/** Sizes — 16, 20 and 24 px, for 14 px text, 16 px text and icons that stand alone. */
import {Icon, Inline} from '@bui/react';

export default function Sizes() {
  return (
    <Inline gap={6}>
      <Icon name="calendar" size="sm" label="Small calendar, 16 px" />
      <Icon name="calendar" label="Medium calendar, 20 px" />
      <Icon name="calendar" size="lg" label="Large calendar, 24 px" />
    </Inline>
  );
}
