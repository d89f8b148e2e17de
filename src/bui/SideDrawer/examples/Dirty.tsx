/** Unsaved changes — every way of closing shows "Discard changes?" with "Keep editing" and "Discard". */
import {useState} from 'react';
import {Button, Inline, InputField, SideDrawer} from '@bui/react';

export default function Dirty() {
  const [hours, setHours] = useState('40');
  const [draft, setDraft] = useState(hours);
  const [open, setOpen] = useState(false);
  return (
    <Inline gap={4}>
      <Button
        onPress={() => {
          setDraft(hours);
          setOpen(true);
        }}
      >
        Edit contract
      </Button>
      <output>{`${hours} hours a week`}</output>
      <SideDrawer
        title="Edit contract"
        size="sm"
        open={open}
        onOpenChange={setOpen}
        dirty={draft !== hours}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                setHours(draft);
                setOpen(false);
              }}
            >
              Save contract
            </Button>
          </>
        }
      >
        <InputField label="Hours a week" inputMode="numeric" value={draft} onChange={setDraft} />
      </SideDrawer>
    </Inline>
  );
}
