/** Paying for a course — three choices whose descriptions state the consequence. */
import {RadioBlock} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [method, setMethod] = useState<string | null>(null);
  return (
    <>
      <RadioBlock.Group label="How do you want to pay for the course?" required value={method} onChange={setMethod}>
        <RadioBlock value="advance" description="We deduct the cost from your next 3 payslips.">
          Pay in advance
        </RadioBlock>
        <RadioBlock value="company" badge="Recommended" description="Your manager approves it; nothing is deducted.">
          Company pays
        </RadioBlock>
        <RadioBlock value="self" description="Upload the receipt within 30 days to claim tax relief.">
          Pay it yourself
        </RadioBlock>
      </RadioBlock.Group>
      <p>
        onChange received: <output>{method ?? '(nothing yet)'}</output>
      </p>
    </>
  );
}
