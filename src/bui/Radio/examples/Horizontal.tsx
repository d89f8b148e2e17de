/** Horizontal — two very short answers in a row. */
import {Radio} from '@bui/react';

export default function Horizontal() {
  return (
    <Radio.Group label="Are you a tax resident in Spain?" orientation="horizontal" required>
      <Radio value="yes">Yes</Radio>
      <Radio value="no">No</Radio>
    </Radio.Group>
  );
}
