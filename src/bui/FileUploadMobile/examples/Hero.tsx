/** Receipts — the add button opens the source sheet; each file uploads with progress. */
import {FileUploadMobile} from '@bui/react';
import {uploadFile} from '@bui/demo';
import {useState} from 'react';

export default function Hero() {
  const [receiptIds, setReceiptIds] = useState<string[]>([]);
  return (
    <>
      <FileUploadMobile
        label="Receipts"
        buttonLabel="Add receipt"
        description="Photo or PDF, up to 10 MB"
        sources={['camera', 'gallery', 'files']}
        accept={['image/*', 'application/pdf']}
        multiple
        max={5}
        maxSize={10 * 1024 * 1024}
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
