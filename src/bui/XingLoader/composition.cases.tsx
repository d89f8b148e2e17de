import {XingLoader} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'XingLoader (while loading: the loader surface)',
    note: 'Once loading ends it renders only its children, which are the app’s; the ref is then null.',
    render: (props) => (
      <XingLoader {...props} label="Opening your workspace" coverage="view">
        <p>Workspace</p>
      </XingLoader>
    ),
  },
];
