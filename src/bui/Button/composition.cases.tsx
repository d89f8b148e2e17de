import {Button} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Button', render: (props) => <Button {...props}>Save</Button>},
  {name: 'Button, icon only', render: (props) => <Button {...props} icon="download" iconOnly label="Download" />},
];
