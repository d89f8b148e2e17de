/** Count — a number with a label that says what is counted; above 99 it shows 99+, and 0 hides it. */
import {Badge, Stack} from '@bui/react';

export default function Count() {
  return (
    <Stack as="ul" gap={3}>
      <li>
        Approvals <Badge count={5} label="5 pending approvals" variant="info" />
      </li>
      <li>
        Expense claims <Badge count={128} label="128 claims to review" variant="info" />
      </li>
      <li>
        Messages <Badge count={0} label="No unread messages" />
      </li>
    </Stack>
  );
}
