/** Parental leave — three steps, each checked on "Continue"; answers are kept when going back. */
import {Button, InputField, Wizard} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [weeks, setWeeks] = useState('');
  const [child, setChild] = useState('');
  const [partnerEmail, setPartnerEmail] = useState('');
  const [step, setStep] = useState('details');
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <section aria-labelledby="leave-sent">
        <h2 id="leave-sent" tabIndex={-1} ref={(heading) => heading?.focus()}>
          Request sent
        </h2>
        <p>Your manager, Jan de Vries, will review your request within 5 working days.</p>
        <Button variant="secondary" onPress={() => setSent(false)}>
          Back to the request
        </Button>
      </section>
    );
  }

  return (
    <Wizard
      title="Request parental leave"
      headingLevel={2}
      step={step}
      onStepChange={setStep}
      finishLabel="Submit request"
      onFinish={() => setSent(true)}
    >
      <Wizard.Step
        id="details"
        title="Leave details"
        validate={() => {
          const errors: Record<string, string> = {};
          const count = Number(weeks);
          if (!Number.isInteger(count) || count < 1 || count > 16)
            errors['leave-weeks'] = 'Enter a number of weeks from 1 to 16';
          if (child.trim() === '') errors['leave-child'] = "Enter your child's name";
          return errors;
        }}
      >
        {(errors) => (
          <>
            <InputField
              id="leave-weeks"
              label="Number of weeks"
              description="From 1 to 16"
              inputMode="numeric"
              required
              value={weeks}
              onChange={setWeeks}
              error={errors['leave-weeks']}
            />
            <InputField
              id="leave-child"
              label="Child's name"
              required
              value={child}
              onChange={setChild}
              error={errors['leave-child']}
            />
          </>
        )}
      </Wizard.Step>
      <Wizard.Step
        id="partner"
        title="Partner"
        description="Optional"
        validate={() =>
          partnerEmail === '' || partnerEmail.includes('@')
            ? null
            : {'leave-partner': 'Enter an email address such as name@example.com, or leave it empty'}
        }
      >
        {(errors) => (
          <InputField
            id="leave-partner"
            label="Partner's work email"
            description="We ask so the leave can be split between you"
            type="email"
            value={partnerEmail}
            onChange={setPartnerEmail}
            error={errors['leave-partner']}
          />
        )}
      </Wizard.Step>
      <Wizard.Step id="review" title="Review and submit">
        <dl>
          <dt>Number of weeks</dt>
          <dd>{weeks}</dd>
          <dt>Child&apos;s name</dt>
          <dd>{child}</dd>
          <dt>Partner&apos;s work email</dt>
          <dd>{partnerEmail || 'None'}</dd>
        </dl>
        <Button variant="secondary" onPress={() => setStep('details')}>
          Change leave details
        </Button>
      </Wizard.Step>
    </Wizard>
  );
}
