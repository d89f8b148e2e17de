/** Disabled — the button stays focusable and ignores presses; the reason is written next to it. */
import {useState} from 'react';
import {Button} from '@bui/react';

export default function Disabled() {
  const [selected, setSelected] = useState(0);
  const [approved, setApproved] = useState(0);

  const approve = () => {
    setApproved(selected);
    setSelected(0);
  };

  return (
    <>
      <Button onPress={() => setSelected(3)}>Select 3 requests</Button>
      <Button variant="primary" disabled={selected === 0} onPress={approve}>
        Approve {selected} requests
      </Button>
      <p role="status">
        {selected === 0 ? 'Select at least one request to approve.' : ''}
        {approved > 0 ? ` ${approved} requests approved.` : ''}
      </p>
    </>
  );
}
