/** Leave request — on step 3 of 4: the finished steps can be opened again, the last one not yet. */
import {Stepper} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [step, setStep] = useState('documents');
  return (
    <>
      <Stepper label="Leave request progress" hideLabel step={step} onStepChange={setStep}>
        <Stepper.Step id="details" title="Leave details" />
        <Stepper.Step id="partner" title="Partner" description="Optional" />
        <Stepper.Step id="documents" title="Documents" />
        <Stepper.Step id="review" title="Review and submit" />
      </Stepper>
      <p>
        onStepChange received: <output>{step}</output>
      </p>
    </>
  );
}
