/** Saving and failing — loading while the change is saved; on failure the switch goes back and says why. */
import {useState} from 'react';
import {Switch} from '@bui/react';

// Stands in for a request that fails, so the example shows the error state.
function saveSetting(): Promise<void> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('offline')), 1500));
}

export default function Saving() {
  const [on, setOn] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const change = (next: boolean) => {
    setOn(next);
    setSaving(true);
    setError(undefined);
    saveSetting()
      .catch(() => {
        setOn(!next);
        setError(`Couldn't turn ${next ? 'on' : 'off'} approval emails. Check your connection and try again.`);
      })
      .finally(() => setSaving(false));
  };
  return (
    <Switch checked={on} onChange={change} loading={saving} error={error}>
      Approval emails
    </Switch>
  );
}
