/** Rejected while in use — the server no longer accepts this version, so the hard screen appears and focus starts on its title. */
import {useState} from 'react';
import {Button, ForceUpdate} from '@bui/react';

export default function Rejected() {
  const [rejected, setRejected] = useState(false);
  if (rejected) {
    return (
      <ForceUpdate
        mode="hard"
        currentVersion="4.12.0"
        requiredVersion="4.15.0"
        storeUrl="https://apps.apple.com/app/bui-example/id0000000000"
        testId="rejected-update"
      />
    );
  }
  return <Button onPress={() => setRejected(true)}>Send expense claim</Button>;
}
