import {FileUploadMobile} from '..';
import type {CompositionCase} from '../internal/testing/composition';

const store = () => Promise.resolve('file-1');

export const cases: CompositionCase[] = [
  {
    name: 'FileUploadMobile',
    kind: 'field',
    render: (props) => <FileUploadMobile {...props} label="Receipts" onUpload={store} />,
  },
  {
    name: 'FileUploadMobile, one source, multiple, with a description and an error',
    kind: 'field',
    render: (props) => (
      <FileUploadMobile
        {...props}
        label="Doctor's note"
        sources={['files']}
        multiple
        description="PDF, up to 2 MB"
        error="Add the note"
        onUpload={store}
      />
    ),
  },
];
