/** Contract type — one answer from three, with a second line on the option that needs one. */
import {Radio} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [contract, setContract] = useState<string | null>(null);
  return (
    <>
      <Radio.Group label="What type of contract is it?" required value={contract} onChange={setContract}>
        <Radio value="permanent">Permanent</Radio>
        <Radio value="fixed-term" description="Needs an end date">
          Fixed term
        </Radio>
        <Radio value="freelance">Freelance</Radio>
      </Radio.Group>
      <p>
        onChange received: <output>{contract ?? '(nothing yet)'}</output>
      </p>
    </>
  );
}
