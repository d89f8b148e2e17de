/** Variants — neutral for most tags; a colour only where people already know it, such as absence types. */
import {Tag} from '@bui/react';

export default function Variants() {
  return (
    <Tag.Group label="Absence types">
      <Tag value="holiday" variant="info" icon="sun">
        Holiday
      </Tag>
      <Tag value="sick" variant="warning" icon="medical">
        Sick leave
      </Tag>
      <Tag value="training" variant="success">
        Training
      </Tag>
      <Tag value="unpaid" variant="danger">
        Unpaid leave
      </Tag>
      <Tag value="other">Other</Tag>
    </Tag.Group>
  );
}
