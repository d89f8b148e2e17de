/** Sizes — `sm` (20 px high) for 32 px table rows and tab bars, `md` (24 px) elsewhere; the text is 14 px in both. */
import {Badge, Inline} from '@bui/react';

export default function Sizes() {
  return (
    <Inline gap={3}>
      <Badge size="sm" variant="success">
        Paid
      </Badge>
      <Badge variant="success">Paid</Badge>
      <Badge size="sm" count={12} label="12 open requests" />
      <Badge count={12} label="12 open requests" />
    </Inline>
  );
}
