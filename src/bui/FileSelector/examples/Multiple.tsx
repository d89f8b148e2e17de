/** Multiple, PDF only — choose up to 5 from different folders; other types are shown but can't be chosen. */
import {FileSelector} from '@bui/react';
import {demoDocuments} from '@bui/demo';
import {useState} from 'react';

export default function Multiple() {
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  return (
    <>
      <FileSelector
        label="Attachments"
        description="PDF only, up to 5 files"
        items={demoDocuments}
        multiple
        max={5}
        accept={['application/pdf']}
        value={documentIds}
        onChange={setDocumentIds}
      />
      <p>
        onChange received: <output>{JSON.stringify(documentIds)}</output>
      </p>
    </>
  );
}
