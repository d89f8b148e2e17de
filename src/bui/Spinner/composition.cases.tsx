import {Spinner} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Spinner', render: (props) => <Spinner {...props} label="Loading payslips" />},
  {name: 'Spinner, no delay', render: (props) => <Spinner {...props} label="Loading payslips" delay={0} />},
  {name: 'Spinner, label hidden', render: (props) => <Spinner {...props} label="Loading payslips" hideLabel />},
];
