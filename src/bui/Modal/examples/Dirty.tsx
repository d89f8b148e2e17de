/** Unsaved changes — once the name is edited, closing asks "Discard changes?" in the footer. */
import {useState} from 'react';
import {Button, InputField, Modal} from '@bui/react';

export default function Dirty() {
  const [name, setName] = useState('Contract 2026');
  const [draft, setDraft] = useState(name);
  const [open, setOpen] = useState(false);

  function openModal() {
    setDraft(name);
    setOpen(true);
  }

  return (
    <div style={{display: 'flex', gap: 'var(--bui-space-4)', alignItems: 'center', flexWrap: 'wrap'}}>
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
    </div>
  );
}
