/** A description — a second line for detail the label cannot hold. */
import {Checkbox} from '@bui/react';

export default function Description() {
  return (
    <Checkbox defaultChecked description="Every Monday at 08:00, with the week's absences and open requests.">
      Send me a weekly summary
    </Checkbox>
  );
}
