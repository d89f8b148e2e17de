/** Hard update — the installed version is below the minimum, so the whole app gives way to one action. */
import {ForceUpdate} from '@bui/react';

export default function Hero() {
  return (
    <ForceUpdate
      mode="hard"
      currentVersion="4.12.0"
      requiredVersion="4.15.0"
      storeUrl="https://apps.apple.com/app/bui-example/id0000000000"
      testId="force-update"
    />
  );
}
