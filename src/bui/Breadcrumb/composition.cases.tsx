import {Breadcrumb} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Breadcrumb',
    render: (props) => (
      <Breadcrumb {...props}>
        <Breadcrumb.Item href="/people">People</Breadcrumb.Item>
        <Breadcrumb.Item>Ana López</Breadcrumb.Item>
      </Breadcrumb>
    ),
  },
];
