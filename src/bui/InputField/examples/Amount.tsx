/** Amount — decimal text with the € prefix; the value arrives as the typed string, comma or point. */
import {InputField} from '@bui/react';
import {useState} from 'react';

export default function Amount() {
  const [amount, setAmount] = useState('');
  return (
    <>
      <InputField
        label="Amount on the receipt"
        type="text"
        inputMode="decimal"
        prefix="€"
        description="For example 12,50"
        required
        value={amount}
        onChange={setAmount}
      />
      <p>
        onChange received: <output>{amount === '' ? '(nothing yet)' : `"${amount}"`}</output>
      </p>
    </>
  );
}
