/** Placement — the preferred side; the tooltip moves to the opposite one when there is no room. */
import {Button, Inline, Tooltip} from '@bui/react';

export default function Placement() {
  return (
    <Inline gap={4}>
      <Tooltip content="Opens the print dialog for this month's roster." placement="bottom">
        <Button size="sm">Print roster</Button>
      </Tooltip>
      <Tooltip content="Copies the roster to next month, without the absences." placement="end">
        <Button size="sm">Copy to next month</Button>
      </Tooltip>
    </Inline>
  );
}
