/** Direction — arrows and chevrons turn round in right-to-left text; switch the frame to RTL to see it. */
import {Icon, Inline} from '@bui/react';

export default function Directional() {
  return (
    <Inline gap={6} align="baseline">
      <span>
        <Icon name="arrow-left" size="sm" /> Back to payslips
      </span>
      <span>
        Next month <Icon name="chevron-right" size="sm" />
      </span>
      <span>
        <Icon name="clock" size="sm" /> Not mirrored: 09:30
      </span>
    </Inline>
  );
}
