import {Accordion} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Accordion',
    render: (props) => (
      <Accordion {...props}>
        <Accordion.Item id="pay" title="When is payday?">
          On the last working day of the month.
        </Accordion.Item>
      </Accordion>
    ),
  },
  {
    name: 'Accordion, multiple',
    render: (props) => (
      <Accordion {...props} multiple defaultValue={['pay']}>
        <Accordion.Item id="pay" title="When is payday?">
          On the last working day of the month.
        </Accordion.Item>
      </Accordion>
    ),
  },
];
