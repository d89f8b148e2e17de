import {ForceUpdate} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'ForceUpdate, hard',
    render: (props) => (
      <ForceUpdate {...props} mode="hard" currentVersion="4.12.0" requiredVersion="4.15.0" storeUrl="/store" />
    ),
  },
  {
    // The sheet is in the DOM only while open.
    name: 'ForceUpdate, soft',
    render: (props) => (
      <ForceUpdate {...props} mode="soft" open currentVersion="4.12.0" requiredVersion="4.15.0" storeUrl="/store" />
    ),
  },
];
