import {Tabs} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'Tabs',
    // Shaped like a field: the ref and aria-* on the tab list, the element the label names; data-* and the class on
    // the root, which holds the label, the tab list and the panels.
    kind: 'composite',
    render: (props) => (
      <Tabs {...props} label="Request details">
        <Tabs.Tab id="details" title="Details">
          Details
        </Tabs.Tab>
        <Tabs.Tab id="history" title="History">
          History
        </Tabs.Tab>
      </Tabs>
    ),
  },
];
