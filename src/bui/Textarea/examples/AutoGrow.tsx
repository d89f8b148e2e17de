/** Auto-grow — the field grows a line at a time up to six lines, then scrolls. */
import {Textarea} from '@bui/react';
import {useState} from 'react';

export default function AutoGrow() {
  const [note, setNote] = useState('');
  return (
    <>
      <Textarea label="Note for your manager" autoGrow maxRows={6} value={note} onChange={setNote} />
      <p>
        Lines so far: <output>{note === '' ? 0 : note.split('\n').length}</output>
      </p>
    </>
  );
}
