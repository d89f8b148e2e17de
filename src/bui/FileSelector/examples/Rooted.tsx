/** Rooted — starts in, and stays inside, the employee's own folder. */
import {FileSelector} from '@bui/react';
import {demoDocuments} from '@bui/demo';

export default function Rooted() {
  return <FileSelector label="Certificate" rootFolder="my-documents" items={demoDocuments} />;
}
