import {Wizard} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Wizard',
    render: (props) => (
      <Wizard {...props} title="Request parental leave" finishLabel="Send request">
        <Wizard.Step id="details" title="Details">
          <p>Dates</p>
        </Wizard.Step>
        <Wizard.Step id="review" title="Review">
          <p>Summary</p>
        </Wizard.Step>
      </Wizard>
    ),
  },
];
