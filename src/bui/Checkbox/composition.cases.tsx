import {Checkbox} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Checkbox', kind: 'field', render: (props) => <Checkbox {...props}>Tell my team</Checkbox>},
  {
    name: 'Checkbox, with a description and an error',
    kind: 'field',
    render: (props) => (
      <Checkbox {...props} description="They get an email" error="Tick this to go on">
        Tell my team
      </Checkbox>
    ),
  },
  {
    name: 'Checkbox.Group',
    kind: 'field',
    render: (props) => (
      <Checkbox.Group {...props} label="Working days">
        <Checkbox value="mon">Monday</Checkbox>
        <Checkbox value="tue">Tuesday</Checkbox>
      </Checkbox.Group>
    ),
  },
];
