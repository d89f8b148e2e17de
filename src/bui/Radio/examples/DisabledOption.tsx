/** Disabled option — skipped by the arrow keys; its description says why. */
import {Radio} from '@bui/react';

export default function DisabledOption() {
  return (
    <Radio.Group label="What type of contract is it?" defaultValue="permanent" required>
      <Radio value="permanent">Permanent</Radio>
      <Radio value="fixed-term" disabled description="Add an end date first">
        Fixed term
      </Radio>
      <Radio value="freelance">Freelance</Radio>
    </Radio.Group>
  );
}
