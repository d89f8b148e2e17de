/** Disabled block — cannot be chosen or focused; the description gives the reason. */
import {RadioBlock} from '@bui/react';

export default function Disabled() {
  return (
    <RadioBlock.Group label="How do you want to be paid back?" defaultValue="payslip" required>
      <RadioBlock value="payslip" description="Added to your next payslip.">
        With my salary
      </RadioBlock>
      <RadioBlock value="transfer" disabled description="Available from 1 April.">
        Separate bank transfer
      </RadioBlock>
    </RadioBlock.Group>
  );
}
