import {Typeahead} from '..';
import type {CompositionCase} from '../internal/testing/composition';

const options = [
  <Typeahead.Option key="nl" value="nl">
    Netherlands
  </Typeahead.Option>,
  <Typeahead.Option key="es" value="es">
    Spain
  </Typeahead.Option>,
];

export const cases: CompositionCase[] = [
  {
    name: 'Typeahead',
    kind: 'field',
    render: (props) => (
      <Typeahead {...props} label="Country">
        {options}
      </Typeahead>
    ),
  },
  {
    // With chips, the root is the wrapper around the combobox and its tag group.
    name: 'Typeahead, multiple with chips',
    kind: 'field',
    render: (props) => (
      <Typeahead {...props} label="Countries" multiple defaultValue={['nl']}>
        {options}
      </Typeahead>
    ),
  },
];
