import {Stepper} from '..';
import type {CompositionCase} from '../internal/testing/composition';

const steps = [
  <Stepper.Step key="details" id="details">
    Details
  </Stepper.Step>,
  <Stepper.Step key="documents" id="documents">
    Documents
  </Stepper.Step>,
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
