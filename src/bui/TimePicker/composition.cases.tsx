import {TimePicker} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'TimePicker', kind: 'field', render: (props) => <TimePicker {...props} label="Shift starts" />},
  {
    name: 'TimePicker, the end of a range with its length',
    kind: 'field',
    render: (props) => (
      <TimePicker
        {...props}
        label="Shift ends"
        description="For example 13:00"
        defaultValue="17:30"
        rangeStart="13:00"
        showDuration
      />
    ),
  },
];
