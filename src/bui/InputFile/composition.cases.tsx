import {InputFile} from '..';
import type {CompositionCase} from '../internal/testing/composition';

const store = () => Promise.resolve('file-1');

export const cases: CompositionCase[] = [
  {name: 'InputFile', kind: 'field', render: (props) => <InputFile {...props} label="CV" onUpload={store} />},
  {
    name: 'InputFile, button only, multiple, with a description and an error',
    kind: 'field',
    render: (props) => (
      <InputFile
        {...props}
        label="Receipts"
        variant="button"
        multiple
        description="PDF, up to 2 MB each"
        error="Add a receipt"
        onUpload={store}
      />
    ),
  },
];
