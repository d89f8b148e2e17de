import {Skeleton} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [{name: 'Skeleton', render: (props) => <Skeleton {...props} lines={3} />}];
