/** Password — a Show toggle lets people check what they typed. */
import {InputField} from '@bui/react';

export default function Password() {
  return (
    <InputField
      label="New password"
      type="password"
      autoComplete="new-password"
      required
      description="At least 12 characters"
    />
  );
}
