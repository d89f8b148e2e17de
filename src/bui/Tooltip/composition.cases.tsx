import {Button, Tooltip} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Tooltip (open: the bubble)',
    note: 'The ref and attributes go to the bubble (role="tooltip"), which is in the DOM only while open; the trigger keeps its own.',
    render: (props) => (
      <Tooltip {...props} content="Approved requests cannot be edited" defaultOpen>
        <Button>Edit</Button>
      </Tooltip>
    ),
  },
];
