/** A single agreement — ticked or not, saved with the form. */
import {useState} from 'react';
import {Checkbox} from '@bui/react';

export default function Hero() {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <div style={{display: 'grid', gap: 'var(--bui-space-2)'}}>
      <Checkbox checked={confirmed} onChange={setConfirmed}>
        I confirm these hours are correct
      </Checkbox>
      <output>Confirmed: {confirmed ? 'yes' : 'no'}</output>
    </div>
  );
}
