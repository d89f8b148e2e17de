/** Loading and disabled — loading keeps the width and blocks the menu; disabled or menuDisabled stay focusable. */
import {useState} from 'react';
import {ButtonSplit} from '@bui/react';

export default function States() {
  const [sending, setSending] = useState(false);
  const send = () => {
    setSending(true);
    setTimeout(() => setSending(false), 2000);
  };
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-4)', flexWrap: 'wrap', alignItems: 'center'}}>
      <ButtonSplit
        variant="primary"
        label="Send reminders"
        menuLabel="More reminder options"
        loading={sending}
        loadingLabel="Sending"
        onPress={send}
      >
        <ButtonSplit.Item onAction={send}>Send to managers only</ButtonSplit.Item>
      </ButtonSplit>
      <ButtonSplit label="Approve all" menuLabel="More approval options" disabled>
        <ButtonSplit.Item>Approve and notify</ButtonSplit.Item>
      </ButtonSplit>
      <ButtonSplit label="Duplicate" menuLabel="More duplicate options" menuDisabled onPress={() => undefined}>
        <ButtonSplit.Item>Duplicate to next week</ButtonSplit.Item>
      </ButtonSplit>
    </div>
  );
}
