/** Undo — the toast stays at least 8 s and pauses while hovered or focused. */
import {useState} from 'react';
import {Button, Inline, Toast, useToast} from '@bui/react';

function ArchiveButton({onChange}: {onChange: (state: string) => void}) {
  const toast = useToast();
  return (
    <Button
      onPress={() => {
        onChange('Archived');
        toast.show({
          variant: 'success',
          message: 'Document archived',
          action: {label: 'Undo', onAction: () => onChange('Restored')},
        });
      }}
    >
      Archive document
    </Button>
  );
}

export default function Hero() {
  const [state, setState] = useState('In the folder');
  return (
    <Toast.Region>
      <Inline gap={4}>
        <ArchiveButton onChange={setState} />
        <output>{state}</output>
      </Inline>
    </Toast.Region>
  );
}
