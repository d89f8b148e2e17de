/** Icons — a decorative icon helps people find the right block at a glance. */
import {RadioBlock} from '@bui/react';

export default function Icons() {
  return (
    <RadioBlock.Group label="What do you want to report?" required>
      <RadioBlock value="holiday" icon="sun" description="Holiday or personal days that need approval.">
        Time off
      </RadioBlock>
      <RadioBlock value="sick" icon="medical" description="Your manager is told at once; add a note later.">
        Sick leave
      </RadioBlock>
    </RadioBlock.Group>
  );
}
