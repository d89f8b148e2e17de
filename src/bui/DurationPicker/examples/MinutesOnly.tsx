/** Minutes only — one segment for a short break, with an error that names the limit. */
import {DurationPicker} from '@bui/react';
import {useState} from 'react';

export default function MinutesOnly() {
  const [breakLength, setBreakLength] = useState<number | null>(30);
  return (
    <DurationPicker
      label="Break length"
      minutesOnly
      max={90}
      value={breakLength}
      onChange={setBreakLength}
      error={breakLength !== null && breakLength > 60 ? 'Breaks can be up to 60 min' : undefined}
    />
  );
}
