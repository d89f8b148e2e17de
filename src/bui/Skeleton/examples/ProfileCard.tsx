/** A profile card loading — press Reload: the skeleton keeps the card's shape for the 2 seconds the data takes, and `aria-busy` tells screen readers. */
import {useEffect, useState} from 'react';
import {Avatar, Button, Inline, Skeleton, Stack} from '@bui/react';

export default function ProfileCard() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 2000);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <Stack gap={4} align="start">
      <section aria-label="Your manager" aria-busy={loading}>
        {loading ? (
          <Inline gap={3} wrap={false} align="start">
            <Skeleton shape="circle" />
            <Skeleton lines={2} />
          </Inline>
        ) : (
          <Inline gap={3} wrap={false} align="start">
            <Avatar name="Ana López" />
            <div>
              <strong>Ana López</strong>
              <div>HR advisor, Rotterdam office</div>
            </div>
          </Inline>
        )}
      </section>
      <Button onPress={() => setLoading(true)} disabled={loading}>
        Reload
      </Button>
    </Stack>
  );
}
