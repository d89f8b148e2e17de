/** Grid — plans compared side by side; one column when the space is narrow. */
import {RadioBlock} from '@bui/react';

export default function Grid() {
  return (
    <RadioBlock.Group label="Which health plan do you want?" layout="grid" required>
      <RadioBlock value="basic" description="GP and hospital care. €0 per month.">
        Basic
      </RadioBlock>
      <RadioBlock value="plus" badge="Recommended" description="Adds dental and physiotherapy. €18 per month.">
        Plus
      </RadioBlock>
      <RadioBlock value="family" description="Plus, for your partner and children. €42 per month.">
        Family
      </RadioBlock>
    </RadioBlock.Group>
  );
}
