/** Accrued hours — press the info button, with a mouse, a finger or Enter; Escape or a press elsewhere closes the tip. */
import {Inline, Toggletip} from '@bui/react';

export default function AccruedHours() {
  return (
    <Inline gap={1} wrap={false}>
      <span>Accrued hours: 86</span>
      <Toggletip label="About accrued hours">
        Hours you have earned this year, including up to 40 hours carried over from 2025.
      </Toggletip>
    </Inline>
  );
}
