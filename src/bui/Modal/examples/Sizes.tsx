/** Sizes — 400, 560 and 800 px wide on web; full width at the bottom below 600 px. */
import {useState} from 'react';
import {Button, Inline, Modal} from '@bui/react';

const sizes = ['sm', 'md', 'lg'] as const;

export default function Sizes() {
  const [size, setSize] = useState<(typeof sizes)[number] | null>(null);
  return (
    <Inline gap={2}>
      {sizes.map((each) => (
        <Button key={each} onPress={() => setSize(each)}>
          {`Open ${each}`}
        </Button>
      ))}
      <Modal
        title={`A ${size ?? 'md'} modal`}
        size={size ?? 'md'}
        open={size !== null}
        onOpenChange={(open) => !open && setSize(null)}
        footer={<Button onPress={() => setSize(null)}>Close</Button>}
      >
        Pick the smallest size that holds the content without scrolling.
      </Modal>
    </Inline>
  );
}
