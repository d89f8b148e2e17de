import {FileSelector, type FileSelectorItem} from '..';
import type {CompositionCase} from '../internal/testing/composition';

const items: FileSelectorItem[] = [
  {id: 'hr', name: 'HR', kind: 'folder', parentId: null},
  {id: 'contract', name: 'Contract.pdf', kind: 'file', parentId: 'hr', mimeType: 'application/pdf'},
];

export const cases: CompositionCase[] = [
  {
    name: 'FileSelector',
    kind: 'field',
    render: (props) => <FileSelector {...props} label="Signed contract" items={items} />,
  },
  {
    name: 'FileSelector, multiple with a document attached, a description and an error',
    kind: 'field',
    render: (props) => (
      <FileSelector
        {...props}
        label="Policies"
        items={items}
        multiple
        defaultValue={['contract']}
        description="PDF only"
        error="Attach a policy"
      />
    ),
  },
];
