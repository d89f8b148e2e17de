import {DurationPicker} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'DurationPicker', kind: 'field', render: (props) => <DurationPicker {...props} label="Time spent" />},
  {
    name: 'DurationPicker, minutes only with a value, description and presets',
    kind: 'field',
    render: (props) => (
      <DurationPicker
        {...props}
        label="Break"
        description="In steps of 5 min"
        minutesOnly
        step={5}
        defaultValue={30}
        presets={[15, 30]}
      />
    ),
  },
];
