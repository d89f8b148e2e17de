import {Icon} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Icon', render: (props) => <Icon {...props} name="calendar" />},
  {name: 'Icon, labelled', render: (props) => <Icon {...props} name="lock" label="Private to HR" />},
];
