/** Payslip breakdown — `multiple` lets several items stay open; `meta` shows each total. */
import {Accordion} from '@bui/react';
import {useState} from 'react';

export default function Multiple() {
  const [open, setOpen] = useState<string[]>(['gross']);
  return (
    <>
      <Accordion multiple value={open} onChange={setOpen}>
        <Accordion.Item id="gross" title="Gross pay" meta="3,200.00">
          Base salary 3,000.00 and overtime 200.00 (8 hours).
        </Accordion.Item>
        <Accordion.Item id="deductions" title="Deductions" meta="−812.40">
          Income tax 640.00, pension 172.40.
        </Accordion.Item>
        <Accordion.Item id="net" title="Net pay" meta="2,387.60">
          Paid to the account ending 4821 on 28 Mar 2026.
        </Accordion.Item>
      </Accordion>
      <p>
        Open items: <output>{open.length > 0 ? open.join(', ') : 'none'}</output>
      </p>
    </>
  );
}
