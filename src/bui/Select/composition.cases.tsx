import {Select} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Select',
    kind: 'field',
    render: (props) => (
      <Select {...props} label="Team" description="Your home team">
        <Select.Option value="payroll">Payroll</Select.Option>
        <Select.Option value="hr">HR</Select.Option>
      </Select>
    ),
  },
  {
    name: 'Select, multiple',
    kind: 'field',
    render: (props) => (
      <Select {...props} label="Teams" multiple defaultValue={['hr']}>
        <Select.Option value="payroll">Payroll</Select.Option>
        <Select.Option value="hr">HR</Select.Option>
      </Select>
    ),
  },
];
