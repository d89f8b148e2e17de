/** Destructive confirmation — a small danger modal; the request runs before it closes. */
import {useState} from 'react';
import {Button, Inline, Modal} from '@bui/react';

export default function Hero() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [result, setResult] = useState('Request still there');

  function remove() {
    setDeleting(true);
    setTimeout(() => {
      setDeleting(false);
      setOpen(false);
      setResult('Request deleted');
    }, 2000);
  }

  return (
    <Inline gap={4}>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete request
      </Button>
      <output>{result}</output>
      <Modal
        title="Delete absence request?"
        variant="danger"
        size="sm"
        open={open}
        onOpenChange={setOpen}
        loading={deleting}
        footer={
          <>
            <Button variant="secondary" disabled={deleting} onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleting} loadingLabel="Deleting" onPress={remove}>
              Delete request
            </Button>
          </>
        }
      >
        The request for 14–18 Mar 2026 will be removed and your manager will be notified.
      </Modal>
    </Inline>
  );
}
