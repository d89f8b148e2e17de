/** A call to action that navigates — a real link, drawn like a primary Button. */
import {ButtonLink} from '@bui/react';

export default function Hero() {
  return (
    <ButtonLink href="/docs/getting-started/intro" variant="primary" icon="arrow-right" iconPosition="end">
      Read the introduction
    </ButtonLink>
  );
}
