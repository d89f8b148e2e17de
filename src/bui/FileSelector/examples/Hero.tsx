/** Signed contract — one document from the library; the value is its id. */
import {FileSelector} from '@bui/react';
import {demoDocuments} from '@bui/demo';
import {useState} from 'react';

export default function Hero() {
  const [contractId, setContractId] = useState<string | null>(null);
  return (
    <>
      <FileSelector
        label="Signed contract"
        description="From HR / Contracts"
        items={demoDocuments}
        value={contractId}
        onChange={setContractId}
      />
      <p>
        onChange received: <output>{contractId ?? 'null'}</output>
      </p>
    </>
  );
}
