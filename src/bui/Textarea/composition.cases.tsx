import {Textarea} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Textarea', kind: 'field', render: (props) => <Textarea {...props} label="Reason" />},
  {name: 'Textarea, auto-growing', kind: 'field', render: (props) => <Textarea {...props} label="Notes" autoGrow />},
];
