/** Selected, disabled, error and removed — read-only rows when disabled; the error says what is missing. */
import {FileSelector} from '@bui/react';
import {demoDocuments} from '@bui/demo';

export default function States() {
  return (
    <>
      <FileSelector
        label="Policy"
        description="Announcements can't change once published"
        items={demoDocuments}
        defaultValue="doc-policy-travel"
        disabled
      />
      <FileSelector label="Signed contract" items={demoDocuments} required error="Attach the signed contract" />
      <FileSelector label="Previous contract" items={demoDocuments} defaultValue="doc-contract-2023" />
    </>
  );
}
