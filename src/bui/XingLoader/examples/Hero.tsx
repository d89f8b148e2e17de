/** Opening the app — the mark draws itself while the first screen is prepared; the label is announced once. */
import {XingLoader} from '@bui/react';

export default function Hero() {
  return <XingLoader label="Opening your workspace" />;
}
