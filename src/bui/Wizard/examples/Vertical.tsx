/** Vertical — the stepper beside the form for longer flows; the bank account is checked on a (simulated) server. */
import {InputField, Wizard} from '@bui/react';
import {useState} from 'react';

/** Stands in for a request to the bank: answers after 600 ms. */
function checkAccount(iban: string): Promise<string | null> {
  const valid = /^NL\d{2}[A-Z]{4}\d{10}$/.test(iban.replace(/\s/g, '').toUpperCase());
  return new Promise((resolve) =>
    setTimeout(() => resolve(valid ? null : 'Enter a Dutch IBAN, such as NL91 ABNA 0417 1643 00'), 600),
  );
}

export default function Vertical() {
  const [company, setCompany] = useState('');
  const [iban, setIban] = useState('');
  const [payday, setPayday] = useState('25');
  const [done, setDone] = useState(false);
  const required = (value: string, field: string, message: string) => (value.trim() ? null : {[field]: message});

  return (
    <>
      <Wizard
        title="Set up payroll"
        headingLevel={2}
        orientation="vertical"
        finishLabel="Start payroll"
        onFinish={() => setDone(true)}
      >
        <Wizard.Step
          id="company"
          title="Company"
          validate={() => required(company, 'payroll-company', 'Enter the registered company name')}
        >
          {(errors) => (
            <InputField
              id="payroll-company"
              label="Registered company name"
              required
              value={company}
              onChange={setCompany}
              error={errors['payroll-company']}
            />
          )}
        </Wizard.Step>
        <Wizard.Step
          id="bank"
          title="Bank account"
          validate={async () => {
            const problem = await checkAccount(iban);
            return problem ? {'payroll-iban': problem} : null;
          }}
        >
          {(errors) => (
            <InputField
              id="payroll-iban"
              label="IBAN"
              description="For example NL91 ABNA 0417 1643 00"
              required
              value={iban}
              onChange={setIban}
              error={errors['payroll-iban']}
            />
          )}
        </Wizard.Step>
        <Wizard.Step
          id="schedule"
          title="Pay schedule"
          validate={() => {
            const day = Number(payday);
            return Number.isInteger(day) && day >= 1 && day <= 28
              ? null
              : {'payroll-day': 'Enter a day of the month from 1 to 28'};
          }}
        >
          {(errors) => (
            <InputField
              id="payroll-day"
              label="Payday"
              description="Day of the month, from 1 to 28"
              inputMode="numeric"
              required
              value={payday}
              onChange={setPayday}
              error={errors['payroll-day']}
            />
          )}
        </Wizard.Step>
        <Wizard.Step id="review" title="Review">
          <p>
            {company || 'Your company'} pays its employees on day {payday} of each month from {iban || 'its account'}.
          </p>
        </Wizard.Step>
      </Wizard>
      <p>
        onFinish called: <output>{done ? 'yes' : 'no'}</output>
      </p>
    </>
  );
}
