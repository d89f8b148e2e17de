/** Record details — the drawer slides in from the end edge and the list stays in view. */
import {useState} from 'react';
import {Button, Inline, SideDrawer} from '@bui/react';

export default function Hero() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('Pending');
  return (
    <Inline gap={4}>
      <Button onPress={() => setOpen(true)}>View request</Button>
      <output>{status}</output>
      <SideDrawer
        title="Absence request — Ana López"
        description="Submitted 14 Mar 2026"
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Close
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                setStatus('Approved');
                setOpen(false);
              }}
            >
              Approve request
            </Button>
          </>
        }
      >
        <p>Holiday from 14–18 Mar 2026, 5 working days.</p>
        <p>Comment: “Family trip, handover notes are in the team folder.”</p>
      </SideDrawer>
    </Inline>
  );
}
