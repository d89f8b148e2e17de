/** Character limit — the counter shows from 80 % of the limit; a paste that runs over is cut and the field says so. */
import {Textarea} from '@bui/react';
import {useState} from 'react';

export default function CharacterLimit() {
  const [note, setNote] = useState('Worked the late shift on Friday to cover for Sam; ');
  return (
    <>
      <Textarea
        label="Payroll note"
        description="Stored with the payslip. Up to 60 characters."
        maxLength={60}
        value={note}
        onChange={setNote}
      />
      <p>
        onChange received <output>{note.length}</output> characters
      </p>
    </>
  );
}
