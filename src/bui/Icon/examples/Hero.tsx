/** Decorative and meaningful — a status icon beside words that say it all, and a lock that carries meaning of its own. */
import {Icon, Stack} from '@bui/react';

export default function Hero() {
  return (
    <Stack as="ul" gap={3}>
      <li>
        <Icon name="warning" size="sm" color="warning" /> Missing bank details
      </li>
      <li>
        Salary review 2026 <Icon name="lock" size="sm" label="Only visible to HR" />
      </li>
    </Stack>
  );
}
