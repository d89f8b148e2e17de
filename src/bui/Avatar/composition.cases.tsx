import {Avatar} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Avatar', render: (props) => <Avatar {...props} name="Ana López" />},
  {name: 'Avatar, decorative', render: (props) => <Avatar {...props} name="Ana López" decorative />},
  {name: 'Avatar, button', render: (props) => <Avatar {...props} name="Ana López" onPress={() => {}} />},
  {name: 'Avatar, link', render: (props) => <Avatar {...props} name="Ana López" href="/people/ana" />},
  {
    name: 'Avatar.Group',
    render: (props) => (
      <Avatar.Group {...props} label="Reviewers" max={1}>
        <Avatar name="Ana López" />
        <Avatar name="Ben Okafor" />
      </Avatar.Group>
    ),
  },
];
