/** Disabled — not focusable; the hint says why it cannot be changed. */
import {InputField} from '@bui/react';

export default function Disabled() {
  return (
    <InputField
      label="Legal name"
      defaultValue="Ana Lima"
      disabled
      description="Only HR can change a legal name. Ask them through the help centre."
    />
  );
}
