import {DateRangePicker} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'DateRangePicker', kind: 'field', render: (props) => <DateRangePicker {...props} label="Leave dates" />},
  {
    name: 'DateRangePicker, with a value and a description',
    kind: 'field',
    render: (props) => (
      <DateRangePicker
        {...props}
        label="Leave dates"
        description="Within 2026"
        defaultValue={{start: '2026-03-14', end: '2026-03-18'}}
      />
    ),
  },
];
