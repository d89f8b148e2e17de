/** Leave request — on step 3 of 4: the finished steps can be opened again, the last one not yet. */
import {Stepper} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [step, setStep] = useState('documents');
  return (
    <>
      <Stepper label="Leave request progress" hideLabel step={step} onStepChange={setStep}>
        <Stepper.Step id="details">Leave details</Stepper.Step>
        <Stepper.Step id="partner" description="Optional">
          Partner
        </Stepper.Step>
        <Stepper.Step id="documents">Documents</Stepper.Step>
        <Stepper.Step id="review">Review and submit</Stepper.Step>
      </Stepper>
      <p>
        onStepChange received: <output>{step}</output>
      </p>
    </>
  );
}
