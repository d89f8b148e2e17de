import {ErrorSummary} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'ErrorSummary',
    render: (props) => (
      <ErrorSummary {...props} title="Fix 1 error to continue" errors={[{id: 'days', message: 'Enter the days'}]} />
    ),
  },
];
