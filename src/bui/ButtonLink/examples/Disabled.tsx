/** Disabled — stays focusable with aria-disabled but goes nowhere; the text beside it says why. */
import {ButtonLink, Inline} from '@bui/react';

export default function Disabled() {
  return (
    <Inline gap={3}>
      <ButtonLink href="/docs/components/wizard" variant="primary" disabled>
        Continue to payment
      </ButtonLink>
      <span>Choose a plan first.</span>
    </Inline>
  );
}
