/** Files only — one source, so the button opens it directly; a name with "fail" fails once to show Retry. */
import {FileUploadMobile} from '@bui/react';
import {uploadFile} from '@bui/demo';
import {useState} from 'react';

export default function FilesOnly() {
  const [noteId, setNoteId] = useState<string | null>(null);
  return (
    <>
      <FileUploadMobile
        label="Doctor's note"
        buttonLabel="Add note"
        description="PDF, up to 2 MB"
        sources={['files']}
        accept={['application/pdf']}
        maxSize={2 * 1024 * 1024}
        value={noteId}
        onChange={setNoteId}
        onUpload={uploadFile}
      />
      <p>
        onChange received: <output>{noteId ?? 'null'}</output>
      </p>
    </>
  );
}
