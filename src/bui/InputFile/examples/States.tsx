/** Disabled and error — the description says why the field is disabled; the error says what is missing. */
import {InputFile} from '@bui/react';
import {uploadFile} from '@bui/demo';

export default function States() {
  return (
    <>
      <InputFile
        label="Doctor's note"
        description="You can add a note once your sick leave is registered"
        disabled
        onUpload={uploadFile}
      />
      <InputFile label="CV" description="PDF or Word, up to 10 MB" required error="Add your CV" onUpload={uploadFile} />
    </>
  );
}
