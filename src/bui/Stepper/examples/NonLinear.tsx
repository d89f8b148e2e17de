/** Non-linear — independent sections that can be done in any order; every other step can be opened. */
import {Stepper} from '@bui/react';
import {useState} from 'react';

export default function NonLinear() {
  const [step, setStep] = useState('company');
  return (
    <>
      <Stepper label="Company settings progress" hideLabel nonLinear step={step} onStepChange={setStep}>
        <Stepper.Step id="company" title="Company" />
        <Stepper.Step id="locations" title="Locations" status="complete" />
        <Stepper.Step id="holidays" title="Public holidays" />
        <Stepper.Step id="approvals" title="Approvals" />
      </Stepper>
      <p>
        Open section: <output>{step}</output>
      </p>
    </>
  );
}
