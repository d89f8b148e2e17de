/** Sizes — sm in tables and toolbars, md in forms, lg for a page's main call to action. */
import {Button} from '@bui/react';

export default function Sizes() {
  return (
    <>
      <Button size="sm">Approve</Button>
      <Button size="md">Approve request</Button>
      <Button size="lg" variant="primary">
        Start onboarding
      </Button>
    </>
  );
}
