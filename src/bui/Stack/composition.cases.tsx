import {Stack} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [{name: 'Stack', render: (props) => <Stack {...props}>One</Stack>}];
