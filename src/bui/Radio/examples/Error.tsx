/** Error — set on the group after a submit with no answer, cleared by choosing one. */
import {Radio} from '@bui/react';
import {useState} from 'react';

export default function WithError() {
  const [contract, setContract] = useState<string | null>(null);
  return (
    <Radio.Group
      label="What type of contract is it?"
      required
      value={contract}
      onChange={setContract}
      error={contract === null ? 'Choose a contract type' : undefined}
    >
      <Radio value="permanent">Permanent</Radio>
      <Radio value="fixed-term">Fixed term</Radio>
      <Radio value="freelance">Freelance</Radio>
    </Radio.Group>
  );
}
