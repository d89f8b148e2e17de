/** Knowing when it shows — onOpenChange reports each time the tooltip opens or closes. */
import {useState} from 'react';
import {Button, Inline, Tooltip} from '@bui/react';

export default function OpenChange() {
  const [shown, setShown] = useState(0);
  return (
    <Inline gap={4}>
      <Tooltip
        content="Hours you have earned this year, including up to 40 hours carried over from 2025."
        onOpenChange={(open) => {
          if (open) setShown((count) => count + 1);
        }}
      >
        <Button variant="tertiary">Accrued hours</Button>
      </Tooltip>
      <output>Shown {shown} times</output>
    </Inline>
  );
}
