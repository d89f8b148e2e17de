/** Inverse — on a filled primary surface the ring takes the surface's text colour; the text beside it names the wait, so `hideLabel`. */
import {Inline, Spinner, Stack} from '@bui/react';

export default function Inverse() {
  return (
    // `align="start"` keeps the filled surface as wide as its content.
    <Stack align="start">
      <div
        style={{
          padding: 'var(--bui-space-3) var(--bui-space-4)',
          borderRadius: 'var(--bui-radius-md)',
          background: 'var(--bui-color-primary)',
          color: 'var(--bui-color-on-primary)',
        }}
      >
        <Inline gap={2} wrap={false}>
          <Spinner size="sm" variant="inverse" label="Publishing payslips" hideLabel />
          Publishing payslips
        </Inline>
      </div>
    </Stack>
  );
}
