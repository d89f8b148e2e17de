/** Loading — press to send: the spinner shows at once, the width holds, and repeat presses are ignored. */
import {useEffect, useState} from 'react';
import {Button} from '@bui/react';

export default function Loading() {
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!sending) return undefined;
    // Stands in for the request: it answers after two seconds.
    const timer = setTimeout(() => setSending(false), 2000);
    return () => clearTimeout(timer);
  }, [sending]);

  return (
    <Button variant="primary" loading={sending} loadingLabel="Sending" onPress={() => setSending(true)}>
      Send request
    </Button>
  );
}
