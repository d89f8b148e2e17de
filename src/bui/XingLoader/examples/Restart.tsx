/** Switching account — restart the wait to hear the label announced again, a moment after the loader appears. */
import {useState} from 'react';
import {Button, XingLoader} from '@bui/react';

export default function Restart() {
  const [switching, setSwitching] = useState(false);
  return switching ? (
    <XingLoader
      label="Switching to Brightside Care BV"
      action={{label: 'Cancel', onAction: () => setSwitching(false)}}
      testId="account-switch-loader"
    />
  ) : (
    <Button onPress={() => setSwitching(true)}>Switch to Brightside Care BV</Button>
  );
}
