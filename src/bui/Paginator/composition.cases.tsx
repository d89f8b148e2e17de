import {Paginator} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Paginator', render: (props) => <Paginator {...props} label="Absence requests pages" total={240} />},
  {
    name: 'Paginator, cursor-based',
    render: (props) => <Paginator {...props} label="Activity pages" hideLabel hasNext pageSizes={[]} />,
  },
];
