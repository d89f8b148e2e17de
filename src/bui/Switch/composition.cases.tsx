import {Switch} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Switch', kind: 'field', render: (props) => <Switch {...props} label="Show weekends" />},
  {
    name: 'Switch, saving, with a description',
    kind: 'field',
    render: (props) => <Switch {...props} label="Show weekends" description="On every calendar" loading />,
  },
];
