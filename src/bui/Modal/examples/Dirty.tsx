/** Unsaved changes — once the name is edited, closing asks "Discard changes?" in the footer. */
import {useState} from 'react';
import {Button, Inline, InputField, Modal} from '@bui/react';

export default function Dirty() {
  const [name, setName] = useState('Contract 2026');
  const [draft, setDraft] = useState(name);
  const [open, setOpen] = useState(false);

  function openModal() {
    setDraft(name);
    setOpen(true);
  }

  return (
    <Inline gap={4}>
      <Button onPress={openModal}>Rename document</Button>
      <output>{name}</output>
      <Modal
        title="Rename document"
        open={open}
        onOpenChange={setOpen}
        dirty={draft !== name}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                setName(draft);
                setOpen(false);
              }}
            >
              Save name
            </Button>
          </>
        }
      >
        <InputField label="Document name" value={draft} onChange={setDraft} />
      </Modal>
    </Inline>
  );
}
