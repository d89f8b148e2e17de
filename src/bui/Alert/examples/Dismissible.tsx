/** Dismissible — a close button hides the alert and calls `onDismiss`; focus moves to what comes next. */
import {useState} from 'react';
import {Alert, Button, Stack} from '@bui/react';

export default function Dismissible() {
  const [shown, setShown] = useState(true);
  return (
    <Stack gap={3} align="start">
      {shown && (
        <Alert variant="info" dismissible onDismiss={() => setShown(false)}>
          You can now export absences to your calendar.
        </Alert>
      )}
      <Button variant="secondary" size="sm" onPress={() => setShown(true)}>
        Show the message again
      </Button>
      <output>{shown ? 'Message shown' : 'Message dismissed'}</output>
    </Stack>
  );
}
