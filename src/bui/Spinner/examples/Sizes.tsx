/** Sizes — 16 px inside controls and table rows, 24 px in panels, 40 px in the middle of a page region. */
import {Inline, Spinner} from '@bui/react';

export default function Sizes() {
  return (
    <Inline gap={8} align="end">
      <Spinner size="sm" label="Loading approvers" />
      <Spinner size="md" label="Loading payslips" />
      <Spinner size="lg" label="Loading absence chart" />
    </Inline>
  );
}
