/** Switching account — the label is announced a moment after the loader appears; once shown it stays at least 500 ms. */
import {useState} from 'react';
import {Button, XingLoader} from '@bui/react';

export default function Restart() {
  const [switching, setSwitching] = useState(false);
  return (
    <XingLoader
      loading={switching}
      label="Switching to Brightside Care BV"
      action={{label: 'Cancel', onAction: () => setSwitching(false)}}
      testId="account-switch-loader"
    >
      <Button onPress={() => setSwitching(true)}>Switch to Brightside Care BV</Button>
    </XingLoader>
  );
}
