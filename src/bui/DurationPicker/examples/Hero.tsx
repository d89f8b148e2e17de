/** Time spent — hours and minutes in quarter hours, with presets; your code gets minutes. */
import {DurationPicker} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [minutes, setMinutes] = useState<number | null>(null);
  return (
    <>
      <DurationPicker
        label="Time spent"
        description="In steps of 15 min, up to 12 h"
        step={15}
        max={720}
        presets={[15, 30, 60, 120]}
        value={minutes}
        onChange={setMinutes}
        required
      />
      <p>
        onChange received: <output>{minutes ?? 'null'}</output>
      </p>
    </>
  );
}
