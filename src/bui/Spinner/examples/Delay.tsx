/** Delay — press Refresh: nothing shows for the first 200 ms, then the spinner, then the new figures. */
import {useEffect, useState} from 'react';
import {Button, Spinner} from '@bui/react';

export default function Delay() {
  const [loading, setLoading] = useState(false);
  const [refreshed, setRefreshed] = useState(0);

  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => {
      setLoading(false);
      setRefreshed((count) => count + 1);
    }, 2000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <div style={{display: 'grid', gap: 'var(--bui-space-3)', justifyItems: 'start'}}>
      <Button onPress={() => setLoading(true)} disabled={loading}>
        Refresh figures
      </Button>
      <div aria-busy={loading} style={{minBlockSize: 'var(--bui-size-control-md)'}}>
        {loading ? (
          <Spinner label="Refreshing absence figures" />
        ) : (
          <p style={{margin: 0}}>12 people are off today{refreshed > 0 && ` (refreshed ${refreshed}×)`}.</p>
        )}
      </div>
    </div>
  );
}
