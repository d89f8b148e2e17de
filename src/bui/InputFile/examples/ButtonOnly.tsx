/** Button only — no drop area, for tight spaces such as a side drawer or a table row. */
import {InputFile} from '@bui/react';
import {uploadFile} from '@bui/demo';

export default function ButtonOnly() {
  return (
    <InputFile
      label="Signed form"
      description="PDF, up to 10 MB"
      variant="button"
      size="sm"
      accept={['application/pdf']}
      onUpload={uploadFile}
    />
  );
}
