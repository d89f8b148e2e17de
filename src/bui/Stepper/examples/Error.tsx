/** Error — a step that needs attention says so in its description and in its name, not only by colour. */
import {Stepper} from '@bui/react';
import {useState} from 'react';

export default function WithError() {
  const [step, setStep] = useState('review');
  return (
    <Stepper label="Onboarding progress" hideLabel step={step} onStepChange={setStep}>
      <Stepper.Step id="personal" title="Personal details" />
      <Stepper.Step id="contract" title="Contract" status="error" description="2 fields need attention" />
      <Stepper.Step id="equipment" title="Equipment" />
      <Stepper.Step id="review" title="Review" />
    </Stepper>
  );
}
