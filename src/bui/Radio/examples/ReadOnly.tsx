/** Read-only — the answer stays visible and reachable, but cannot change. */
import {Radio} from '@bui/react';

export default function ReadOnly() {
  return (
    <Radio.Group label="What type of contract is it?" defaultValue="fixed-term" readOnly>
      <Radio value="permanent">Permanent</Radio>
      <Radio value="fixed-term">Fixed term</Radio>
      <Radio value="freelance">Freelance</Radio>
    </Radio.Group>
  );
}
