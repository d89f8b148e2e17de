/** Disabled — not focusable and cannot open; the hint says why. */
import {Select} from '@bui/react';

export default function Disabled() {
  return (
    <Select
      label="Contract type"
      defaultValue="permanent"
      disabled
      description="Only HR admins can change the contract type"
    >
      <Select.Option value="permanent">Permanent</Select.Option>
      <Select.Option value="fixed-term">Fixed term</Select.Option>
    </Select>
  );
}
