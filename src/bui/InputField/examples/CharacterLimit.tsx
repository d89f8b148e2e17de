/** Character limit — the counter appears at 80 % of `maxLength` and screen readers hear the last ten. */
import {InputField} from '@bui/react';

export default function CharacterLimit() {
  return (
    <InputField
      label="Job title"
      maxLength={40}
      defaultValue="Senior payroll and benefits spec"
      description="Up to 40 characters, as it appears on payslips"
    />
  );
}
