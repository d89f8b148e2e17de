/** One main action and its variations — the main half runs at once, the menu offers the alternatives. */
import {useState} from 'react';
import {ButtonSplit} from '@bui/react';

export default function Hero() {
  const [last, setLast] = useState('Nothing yet');
  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-4)', flexWrap: 'wrap', alignItems: 'center'}}>
      <ButtonSplit
        variant="primary"
        label="Send payslips"
        menuLabel="More send options"
        onPress={() => setLast('Sent now')}
      >
        <ButtonSplit.Item icon="calendar" description="Choose a date and time" onAction={() => setLast('Scheduled')}>
          Schedule send
        </ButtonSplit.Item>
        <ButtonSplit.Item icon="mail" onAction={() => setLast('Test sent to you')}>
          Send test to me
        </ButtonSplit.Item>
      </ButtonSplit>
      <output>{last}</output>
    </div>
  );
}
