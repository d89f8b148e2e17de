/** Variants — primary for the page's main call to action, secondary for supporting links, tertiary inside cards and alerts. */
import {ButtonLink, Inline} from '@bui/react';

export default function Variants() {
  return (
    <Inline gap={3}>
      <ButtonLink href="/docs/design-patterns/forms" variant="primary">
        Read the forms pattern
      </ButtonLink>
      <ButtonLink href="/docs/components/button">View the Button page</ButtonLink>
      <ButtonLink href="/docs/foundations/icons" variant="tertiary">
        Browse the icons
      </ButtonLink>
    </Inline>
  );
}
