/** Error — on the group after a submit with no choice; every border and the message turn danger. */
import {RadioBlock} from '@bui/react';
import {useState} from 'react';

export default function WithError() {
  const [choice, setChoice] = useState<string | null>(null);
  return (
    <RadioBlock.Group
      label="How do you want to be paid back?"
      required
      value={choice}
      onChange={setChoice}
      error={choice === null ? 'Choose how you want to be paid back' : undefined}
    >
      <RadioBlock value="payslip" description="Added to your next payslip.">
        With my salary
      </RadioBlock>
      <RadioBlock value="transfer" description="Sent within 5 working days.">
        Separate bank transfer
      </RadioBlock>
    </RadioBlock.Group>
  );
}
