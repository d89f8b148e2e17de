import {Form} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Form',
    render: (props) => (
      <Form {...props}>
        <p>Fields</p>
      </Form>
    ),
  },
];
