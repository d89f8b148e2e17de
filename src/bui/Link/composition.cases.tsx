import {Link} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Link',
    render: (props) => (
      <Link {...props} href="/policy">
        Leave policy
      </Link>
    ),
  },
];
