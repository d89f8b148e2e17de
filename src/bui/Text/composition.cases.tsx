import {Heading, Text} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Text', render: (props) => <Text {...props}>Five days</Text>},
  {
    name: 'Heading',
    render: (props) => (
      <Heading {...props} level={2}>
        Requests
      </Heading>
    ),
  },
];
