/** Error and disabled — the message says how to fix it; the description says why a field is locked. */
import {DatePicker} from '@bui/react';

export default function States() {
  return (
    <>
      <DatePicker
        label="Contract end date"
        formatExample="2026-12-31"
        defaultValue="2026-03-01"
        required
        error="Enter a date after the contract start date, 1 Apr 2026"
      />
      <DatePicker
        label="Contract start date"
        defaultValue="2026-04-01"
        disabled
        description="The contract is signed, so its start date can no longer change"
      />
    </>
  );
}
