import {Donut} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Donut',
    render: (props) => (
      <Donut
        {...props}
        label="Leave allowance"
        data={[
          {label: 'Used', value: 18},
          {label: 'Remaining', value: 7, color: 'border'},
        ]}
        unit="days"
        centerValue="7"
        centerCaption="days left"
      />
    ),
  },
];
