import {RadioBlock} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'RadioBlock.Group',
    kind: 'field',
    render: (props) => (
      <RadioBlock.Group {...props} label="How do you want to pay?">
        <RadioBlock value="budget">Training budget</RadioBlock>
        <RadioBlock value="self">Pay myself</RadioBlock>
      </RadioBlock.Group>
    ),
  },
  {
    // A block is not a field, but like one it has a focusable control (its radio input) inside a root.
    name: 'RadioBlock',
    kind: 'field',
    render: (props) => (
      <RadioBlock.Group label="How do you want to pay?">
        <RadioBlock {...props} value="budget" badge="Recommended" description="Your manager approves it">
          Training budget
        </RadioBlock>
      </RadioBlock.Group>
    ),
  },
];
