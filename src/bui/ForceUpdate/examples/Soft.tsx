/** Soft update — a sheet people can postpone; "Not now", Escape or the scrim close it. */
import {useState} from 'react';
import {Button, ForceUpdate} from '@bui/react';

export default function Soft() {
  const [open, setOpen] = useState(false);
  const [snoozed, setSnoozed] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Check for updates</Button>
      {snoozed && <p>Reminder snoozed for 3 days.</p>}
      <ForceUpdate
        mode="soft"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setSnoozed(true);
        }}
        currentVersion="4.14.2"
        requiredVersion="4.15.0"
        storeUrl="https://apps.apple.com/app/bui-example/id0000000000"
        testId="soft-update"
      />
    </>
  );
}
