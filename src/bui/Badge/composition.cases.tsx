import {Badge} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Badge', render: (props) => <Badge {...props}>Approved</Badge>},
  {name: 'Badge, count', render: (props) => <Badge {...props} count={5} label="5 pending approvals" />},
  {name: 'Badge, dot', render: (props) => <Badge {...props} dot label="New messages" />},
];
