/** A single agreement — ticked or not, saved with the form. */
import {useState} from 'react';
import {Checkbox, Stack} from '@bui/react';

export default function Hero() {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Stack gap={2}>
      <Checkbox checked={confirmed} onChange={setConfirmed}>
        I confirm these hours are correct
      </Checkbox>
      <output>Confirmed: {confirmed ? 'yes' : 'no'}</output>
    </Stack>
  );
}
