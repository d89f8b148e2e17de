/** Disabled — stays focusable with aria-disabled but goes nowhere; the text beside it says why. */
import {ButtonLink} from '@bui/react';

export default function Disabled() {
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-3)', flexWrap: 'wrap', alignItems: 'center'}}>
      <ButtonLink href="/docs/components/wizard" variant="primary" disabled>
        Continue to payment
      </ButtonLink>
      <span>Choose a plan first.</span>
    </div>
  );
}
