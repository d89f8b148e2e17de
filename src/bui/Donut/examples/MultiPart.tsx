/** Multi-part — up to four named parts; the legend names each with its value, so colour is never the only signal. */
import {Donut} from '@bui/react';

export default function MultiPart() {
  return (
    <Donut
      label="Leave allowance 2026"
      centerValue="4"
      centerCaption="days left"
      data={[
        {label: 'Used', value: 14, color: 'primary'},
        {label: 'Planned', value: 5, color: 'info'},
        {label: 'Pending approval', value: 2, color: 'warning'},
        {label: 'Remaining', value: 4, color: 'border'},
      ]}
      unit="days"
    />
  );
}
