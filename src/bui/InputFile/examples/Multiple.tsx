/** Multiple — up to 5 receipts; a file named with "fail" fails once so you can try Retry. */
import {InputFile} from '@bui/react';
import {uploadFile} from '@bui/demo';
import {useState} from 'react';

export default function Multiple() {
  const [receiptIds, setReceiptIds] = useState<string[]>([]);
  return (
    <>
      <InputFile
        label="Receipts"
        description="PDF, JPG or PNG, up to 2 MB each, at most 5 files"
        accept={['application/pdf', 'image/jpeg', 'image/png']}
        maxSize={2 * 1024 * 1024}
        multiple
        max={5}
        value={receiptIds}
        onChange={setReceiptIds}
        onUpload={uploadFile}
      />
      <p>
        onChange received: <output>{JSON.stringify(receiptIds)}</output>
      </p>
    </>
  );
}
