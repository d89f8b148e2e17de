/** Placement — the preferred side; the tooltip moves to the opposite one when there is no room. */
import {Button, Tooltip} from '@bui/react';

export default function Placement() {
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-4)', flexWrap: 'wrap'}}>
      <Tooltip content="Opens the print dialog for this month's roster." placement="bottom">
        <Button size="sm">Print roster</Button>
      </Tooltip>
      <Tooltip content="Copies the roster to next month, without the absences." placement="end">
        <Button size="sm">Copy to next month</Button>
      </Tooltip>
    </div>
  );
}
