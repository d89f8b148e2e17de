/** Disabled group — nothing in it can be focused or changed; the hint says why. */
import {Radio} from '@bui/react';

export default function Disabled() {
  return (
    <Radio.Group
      label="Pay frequency"
      defaultValue="monthly"
      disabled
      description="Set by your employer's payroll calendar"
    >
      <Radio value="weekly">Weekly</Radio>
      <Radio value="monthly">Monthly</Radio>
    </Radio.Group>
  );
}
