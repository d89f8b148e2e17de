/** Expense help — one question open at a time; opening another closes it. The questions are level-3 headings under the section's level-2 heading. */
import {Accordion} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [open, setOpen] = useState<string | null>('mileage');
  return (
    <>
      <h2>Expense help</h2>
      <Accordion value={open} onChange={setOpen}>
        <Accordion.Item id="mileage" title="How is mileage calculated?">
          We pay 0.30 per kilometre, based on the route you enter.
        </Accordion.Item>
        <Accordion.Item id="receipts" title="Which receipts do I need to keep?">
          Keep the original for every expense above 25 for six years.
        </Accordion.Item>
        <Accordion.Item id="deadline" title="When do I have to submit an expense?">
          Within 3 months of the date on the receipt. Older expenses need your manager’s approval.
        </Accordion.Item>
      </Accordion>
      <p>
        onChange received: <output>{open ?? 'null'}</output>
      </p>
    </>
  );
}
