/** Variants — primary for the page's main call to action, secondary for supporting links, tertiary inside cards and alerts. */
import {ButtonLink} from '@bui/react';

export default function Variants() {
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-3)', flexWrap: 'wrap', alignItems: 'center'}}>
      <ButtonLink href="/docs/design-patterns/forms" variant="primary">
        Read the forms pattern
      </ButtonLink>
      <ButtonLink href="/docs/components/button">View the Button page</ButtonLink>
      <ButtonLink href="/docs/foundations/icons" variant="tertiary">
        Browse the icons
      </ButtonLink>
    </div>
  );
}
