/** Sizes and states — a small timesheet cell and a locked entry whose description says why. */
import {DurationPicker} from '@bui/react';

export default function States() {
  return (
    <>
      <DurationPicker label="Overtime" size="sm" defaultValue={90} />
      <DurationPicker
        label="Travel time"
        defaultValue={45}
        disabled
        description="Approved by your manager on 3 Mar 2026"
      />
    </>
  );
}
