/** Preselected — the most common answer is chosen to start with. */
import {Radio} from '@bui/react';

export default function Preselected() {
  return (
    <Radio.Group label="How often are you paid?" defaultValue="monthly" required>
      <Radio value="weekly">Weekly</Radio>
      <Radio value="fortnightly">Every two weeks</Radio>
      <Radio value="monthly">Monthly</Radio>
    </Radio.Group>
  );
}
