/** Sizes — the same heights as Button: sm in table toolbars, md by default, lg for a page's main call to action. */
import {ButtonLink, Inline} from '@bui/react';

export default function Sizes() {
  return (
    <Inline gap={3}>
      <ButtonLink href="/docs/components/table" size="sm">
        Open the table
      </ButtonLink>
      <ButtonLink href="/docs/components/table">Open the table</ButtonLink>
      <ButtonLink href="/docs/components/table" size="lg">
        Open the table
      </ButtonLink>
    </Inline>
  );
}
