/** Knowing when it shows — onOpenChange reports each time the tooltip opens or closes. */
import {useState} from 'react';
import {Button, Tooltip} from '@bui/react';

export default function OpenChange() {
  const [shown, setShown] = useState(0);
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-4)', alignItems: 'center'}}>
      <Tooltip
        content="Hours you have earned this year, including up to 40 hours carried over from 2025."
        onOpenChange={(open) => {
          if (open) setShown((count) => count + 1);
        }}
      >
        <Button variant="tertiary">Accrued hours</Button>
      </Tooltip>
      <output>Shown {shown} times</output>
    </div>
  );
}
