/** Signing in — `variant="brand"` fills the sign-in screen with the primary colour. */
import {XingLoader} from '@bui/react';

export default function Brand() {
  return <XingLoader variant="brand" label="Signing you in" />;
}
