/** Disabled item — cannot be opened and is skipped by Tab; the text beside it says why. */
import {Accordion} from '@bui/react';

export default function Disabled() {
  return (
    <>
      <Accordion>
        <Accordion.Item id="personal" title="Personal details">
          Name, date of birth and emergency contact.
        </Accordion.Item>
        <Accordion.Item id="bank" title="Bank details" disabled>
          IBAN and account holder.
        </Accordion.Item>
        <Accordion.Item id="tax" title="Tax details">
          Tax number and tax class.
        </Accordion.Item>
      </Accordion>
      <p>Bank details can be changed only by the payroll team.</p>
    </>
  );
}
