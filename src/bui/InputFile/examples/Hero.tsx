/** CV — one PDF or Word file, uploaded with progress; the value is the stored file's id. */
import {InputFile} from '@bui/react';
import {uploadFile} from '@bui/demo';
import {useState} from 'react';

export default function Hero() {
  const [cvId, setCvId] = useState<string | null>(null);
  return (
    <>
      <InputFile
        label="CV"
        description="PDF or Word, up to 10 MB"
        accept={['application/pdf', '.doc', '.docx']}
        maxSize={10 * 1024 * 1024}
        required
        value={cvId}
        onChange={setCvId}
        onUpload={uploadFile}
      />
      <p>
        onChange received: <output>{cvId ?? 'null'}</output>
      </p>
    </>
  );
}
