import {Switch} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Switch', kind: 'field', render: (props) => <Switch {...props}>Show weekends</Switch>},
  {
    name: 'Switch, saving, with a description',
    kind: 'field',
    render: (props) => (
      <Switch {...props} description="On every calendar" loading>
        Show weekends
      </Switch>
    ),
  },
];
