/** Own text alternative — `description` replaces the generated sentence when the context needs more. */
import {Donut} from '@bui/react';

export default function Description() {
  return (
    <Donut
      label="Leave allowance"
      description="Leave allowance for 2026: 18 of 25 days used, 7 remaining. 3 days expire on 31 March."
      centerValue="7"
      centerCaption="days left"
      data={[
        {label: 'Used', value: 18},
        {label: 'Remaining', value: 7, color: 'border'},
      ]}
      unit="days"
    />
  );
}
