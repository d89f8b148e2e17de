/** Error — checked when focus leaves the field, then again on every change until it is right. */
import {InputField} from '@bui/react';
import {useState} from 'react';

function check(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your work email';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) {
    return 'Enter an email address in the format name@company.com';
  }
  return undefined;
}

export default function WithError() {
  const [email, setEmail] = useState('ana.lima@');
  const [error, setError] = useState<string | undefined>(check('ana.lima@'));
  return (
    <InputField
      label="Work email"
      type="email"
      autoComplete="email"
      required
      value={email}
      error={error}
      onChange={(value) => {
        setEmail(value);
        if (error) setError(check(value));
      }}
      onBlur={() => setError(check(email))}
    />
  );
}
