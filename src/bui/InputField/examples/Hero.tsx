/** Work email — a required field with autofill and a hint that says where the answer goes. */
import {InputField} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [email, setEmail] = useState('');
  return (
    <InputField
      label="Work email"
      type="email"
      autoComplete="email"
      required
      description="We'll send the confirmation here"
      value={email}
      onChange={setEmail}
    />
  );
}
