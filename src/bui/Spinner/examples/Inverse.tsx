/** Inverse — on a filled primary surface the ring takes the surface's text colour; the text beside it names the wait, so `hideLabel`. */
import {Spinner} from '@bui/react';

export default function Inverse() {
  return (
    <div
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 'var(--bui-space-2)',
        padding: 'var(--bui-space-3) var(--bui-space-4)',
        borderRadius: 'var(--bui-radius-md)',
        background: 'var(--bui-color-primary)',
        color: 'var(--bui-color-on-primary)',
      }}
    >
      <Spinner size="sm" variant="inverse" label="Publishing payslips" hideLabel />
      Publishing payslips
    </div>
  );
}
