/** Sizes — the same heights as Button: sm in table toolbars, md by default, lg for a page's main call to action. */
import {ButtonLink} from '@bui/react';

export default function Sizes() {
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-3)', flexWrap: 'wrap', alignItems: 'center'}}>
      <ButtonLink href="/docs/components/table" size="sm">
        Open the table
      </ButtonLink>
      <ButtonLink href="/docs/components/table">Open the table</ButtonLink>
      <ButtonLink href="/docs/components/table" size="lg">
        Open the table
      </ButtonLink>
    </div>
  );
}
