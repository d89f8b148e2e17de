/** Disabled and error — the description says why; the error says what is missing. */
import {FileUploadMobile} from '@bui/react';
import {uploadFile} from '@bui/demo';

export default function States() {
  return (
    <>
      <FileUploadMobile
        label="Damage photos"
        buttonLabel="Add photo"
        description="Available once the claim is open"
        sources={['camera']}
        disabled
        onUpload={uploadFile}
      />
      <FileUploadMobile
        label="Sick note"
        buttonLabel="Add note"
        required
        error="Add your sick note"
        onUpload={uploadFile}
      />
    </>
  );
}
