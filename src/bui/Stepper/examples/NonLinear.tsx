/** Non-linear — independent sections that can be done in any order; every other step can be opened. */
import {Stepper} from '@bui/react';
import {useState} from 'react';

export default function NonLinear() {
  const [step, setStep] = useState('company');
  return (
    <>
      <Stepper label="Company settings progress" hideLabel nonLinear step={step} onStepChange={setStep}>
        <Stepper.Step id="company">Company</Stepper.Step>
        <Stepper.Step id="locations" status="complete">
          Locations
        </Stepper.Step>
        <Stepper.Step id="holidays">Public holidays</Stepper.Step>
        <Stepper.Step id="approvals">Approvals</Stepper.Step>
      </Stepper>
      <p>
        Open section: <output>{step}</output>
      </p>
    </>
  );
}
