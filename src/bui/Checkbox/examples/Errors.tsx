/** Errors — a required agreement checked on submit, and a group whose error covers all its options. */
import {useState} from 'react';
import {Button, Checkbox, Stack} from '@bui/react';

export default function Errors() {
  const [confirmed, setConfirmed] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <Stack gap={4} align="start">
        <Checkbox.Group
          label="Why are you leaving?"
          value={reasons}
          onChange={setReasons}
          required
          error={submitted && reasons.length === 0 ? 'Choose at least one reason' : undefined}
        >
          <Checkbox value="role">A new role</Checkbox>
          <Checkbox value="move">Moving away</Checkbox>
          <Checkbox value="other">Something else</Checkbox>
        </Checkbox.Group>
        <Checkbox
          checked={confirmed}
          onChange={setConfirmed}
          required
          error={submitted && !confirmed ? 'Confirm the hours to continue' : undefined}
        >
          I confirm these hours are correct
        </Checkbox>
        <Button type="submit" variant="primary">
          Send resignation
        </Button>
      </Stack>
    </form>
  );
}
