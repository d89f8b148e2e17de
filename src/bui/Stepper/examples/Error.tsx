/** Error — a step that needs attention says so in its description and in its name, not only by colour. */
import {Stepper} from '@bui/react';
import {useState} from 'react';

export default function WithError() {
  const [step, setStep] = useState('review');
  return (
    <Stepper label="Onboarding progress" hideLabel step={step} onStepChange={setStep}>
      <Stepper.Step id="personal">Personal details</Stepper.Step>
      <Stepper.Step id="contract" status="error" description="2 fields need attention">
        Contract
      </Stepper.Step>
      <Stepper.Step id="equipment">Equipment</Stepper.Step>
      <Stepper.Step id="review">Review</Stepper.Step>
    </Stepper>
  );
}
