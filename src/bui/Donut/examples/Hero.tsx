/** Leave allowance — the days left in the middle, every part with its value in the legend. */
import {Donut} from '@bui/react';

export default function Hero() {
  return (
    <Donut
      label="Leave allowance"
      centerValue="7"
      centerCaption="days left"
      data={[
        {label: 'Used', value: 18, color: 'primary'},
        {label: 'Remaining', value: 7, color: 'border'},
      ]}
      unit="days"
      testId="leave-donut"
    />
  );
}
