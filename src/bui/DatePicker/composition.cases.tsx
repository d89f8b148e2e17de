import {DatePicker} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'DatePicker', kind: 'field', render: (props) => <DatePicker {...props} label="Start date" />},
  {
    name: 'DatePicker, with a value and a description',
    kind: 'field',
    render: (props) => (
      <DatePicker {...props} label="Start date" description="A working day" defaultValue="2026-03-14" />
    ),
  },
];
