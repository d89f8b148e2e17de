/** Explaining an action — the tooltip adds the sentence a button label cannot hold. */
import {Button, Tooltip} from '@bui/react';

export default function Hero() {
  return (
    <Tooltip content="Recounts every balance from approved requests. It takes about a minute.">
      <Button>Recalculate balances</Button>
    </Tooltip>
  );
}
