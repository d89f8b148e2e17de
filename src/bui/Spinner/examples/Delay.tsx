/** Delay — press Refresh: nothing shows for the first 200 ms, then the spinner, then the new figures. */
import {useEffect, useState} from 'react';
import {Button, Spinner, Stack} from '@bui/react';

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
    <Stack gap={3} align="start">
      <Button onPress={() => setLoading(true)} disabled={loading}>
        Refresh figures
      </Button>
      {/* One height for the spinner and the figures, so the page does not jump when they take turns. */}
      <div aria-busy={loading} style={{minBlockSize: 'var(--bui-size-control-md)'}}>
        {loading ? (
          <Spinner label="Refreshing absence figures" />
        ) : (
          <>12 people are off today{refreshed > 0 && ` (refreshed ${refreshed}×)`}.</>
        )}
      </div>
    </Stack>
  );
}
