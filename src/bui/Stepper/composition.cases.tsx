import {Stepper} from '..';
import type {CompositionCase} from '../internal/testing/composition';

const steps = [
  <Stepper.Step key="details" id="details" title="Details" />,
  <Stepper.Step key="documents" id="documents" title="Documents" />,
];

export const cases: CompositionCase[] = [
  {
    name: 'Stepper (a nav)',
    render: (props) => (
      <Stepper {...props} label="Progress" defaultStep="documents">
        {steps}
      </Stepper>
    ),
  },
  {
    name: 'Stepper, readOnly (a tracker)',
    render: (props) => (
      <Stepper {...props} label="Progress" readOnly>
        {steps}
      </Stepper>
    ),
  },
];
