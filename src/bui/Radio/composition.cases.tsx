import {Radio} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Radio.Group',
    kind: 'field',
    render: (props) => (
      <Radio.Group {...props} label="Pay frequency">
        <Radio value="monthly">Monthly</Radio>
        <Radio value="weekly">Weekly</Radio>
      </Radio.Group>
    ),
  },
  {
    // An option is not a field, but like one it has a focusable control (its radio input) inside a root.
    name: 'Radio',
    kind: 'field',
    render: (props) => (
      <Radio.Group label="Pay frequency">
        <Radio {...props} value="monthly" description="On the last working day">
          Monthly
        </Radio>
      </Radio.Group>
    ),
  },
];
