/** Placement — `end` by default; `start` only for secondary navigation. Both follow the reading direction. */
import {useState} from 'react';
import {Button, Inline, SideDrawer} from '@bui/react';

export default function Placement() {
  const [placement, setPlacement] = useState<'start' | 'end' | null>(null);
  return (
    <Inline gap={2}>
      <Button onPress={() => setPlacement('start')}>Open at the start</Button>
      <Button onPress={() => setPlacement('end')}>Open at the end</Button>
      <SideDrawer
        title={placement === 'start' ? 'Settings sections' : 'More filters'}
        placement={placement ?? 'end'}
        size="sm"
        open={placement !== null}
        onOpenChange={(open) => !open && setPlacement(null)}
      >
        <p>In a right-to-left page, the end edge is on the left.</p>
      </SideDrawer>
    </Inline>
  );
}
