/** Empty — a total of 0 shows the track alone with "No data". */
import {Donut} from '@bui/react';

export default function Empty() {
  return (
    <Donut
      label="Overtime this month"
      data={[
        {label: 'Paid', value: 0},
        {label: 'Time off in lieu', value: 0},
      ]}
      unit="hours"
    />
  );
}
