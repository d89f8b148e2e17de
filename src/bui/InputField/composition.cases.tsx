import {InputField} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'InputField', kind: 'field', render: (props) => <InputField {...props} label="Reason" />},
  {name: 'InputField, search', kind: 'field', render: (props) => <InputField {...props} label="Find" type="search" />},
];
