/** A request's summary — a level-3 heading, body text with an inline link, a muted date line and a standalone link, all from the type scale's tokens. */
import {Heading, Link, Stack, Text} from '@bui/react';

export default function RequestSummary() {
  return (
    <Stack gap={2} as="section" aria-labelledby="holiday-request">
      <Heading level={3} id="holiday-request">
        Holiday, 14 to 18 July
      </Heading>
      <Text>
        Five days from your 2026 allowance. Your manager answers within three working days. The dates were checked as
        the <Link href="/docs/design-patterns/forms">forms pattern</Link> describes, when you left each field.
      </Text>
      <Text size="sm" muted>
        Sent on 2 June 2026
      </Text>
      <Link href="/docs/design-patterns/loading-states" variant="standalone">
        How this screen loads
      </Link>
    </Stack>
  );
}
