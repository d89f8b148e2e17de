import {Toggletip} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Toggletip',
    render: (props) => (
      <Toggletip {...props} label="About accrued hours">
        Hours earned this year.
      </Toggletip>
    ),
  },
];
