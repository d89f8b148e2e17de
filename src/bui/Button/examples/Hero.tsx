/** Save or cancel — a form's primary action beside its secondary alternative. */
import {Button} from '@bui/react';

export default function Hero() {
  return (
    <>
      <Button variant="secondary">Cancel</Button>
      <Button variant="primary" type="submit">
        Save changes
      </Button>
    </>
  );
}
