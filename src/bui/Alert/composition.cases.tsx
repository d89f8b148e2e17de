import {Alert} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Alert', render: (props) => <Alert {...props}>Your request was sent.</Alert>},
  {
    name: 'Alert, live and dismissible',
    render: (props) => (
      <Alert {...props} variant="success" title="Request sent" live dismissible>
        Your manager has been notified.
      </Alert>
    ),
  },
];
