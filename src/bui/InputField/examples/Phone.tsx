/** Phone number — the telephone keyboard on mobile and the format in the hint. */
import {InputField} from '@bui/react';

export default function Phone() {
  return (
    <InputField
      label="Phone number"
      type="tel"
      autoComplete="tel"
      description="Include the country code, for example +31"
    />
  );
}
