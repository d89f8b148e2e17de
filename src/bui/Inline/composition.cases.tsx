import {Inline} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [{name: 'Inline', render: (props) => <Inline {...props}>One</Inline>}];
