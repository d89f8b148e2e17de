/** A request's summary — a level-3 heading, body text, a muted date line and a link, all from the type scale's tokens. */
import {Heading, Link, Stack, Text} from '@bui/react';

export default function RequestSummary() {
  return (
    <Stack gap={2} as="section" aria-labelledby="holiday-request">
      <Heading level={3} id="holiday-request">
        Holiday, 14 to 18 July
      </Heading>
      <Text>
        Five days from your 2026 allowance. Your manager answers within three working days; read the{' '}
        <Link href="#leave-policy">leave policy</Link> for what happens if the dates clash with a team member&apos;s.
      </Text>
      <Text size="sm" muted>
        Sent on 2 June 2026
      </Text>
      <Link href="#all-requests" variant="standalone">
        View all your requests
      </Link>
    </Stack>
  );
}
