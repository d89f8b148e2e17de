/** Bordered and small — a boxed group for side drawers and cards, with 32 px headers, one level below the card's heading. */
import {Accordion} from '@bui/react';

export default function Bordered() {
  return (
    <section>
      <h3>Contract terms</h3>
      <Accordion bordered size="sm" headingLevel={4} defaultValue="notice">
        <Accordion.Item id="notice" title="Notice period">
          One month during the first year, then two months.
        </Accordion.Item>
        <Accordion.Item id="probation" title="Probation">
          Six months, ending on 14 Sep 2026.
        </Accordion.Item>
      </Accordion>
    </section>
  );
}
