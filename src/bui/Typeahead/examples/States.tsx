/** States — small, with an error, and disabled with a value. */
import {Typeahead} from '@bui/react';

export default function States() {
  return (
    <>
      <Typeahead label="Department" size="sm">
        <Typeahead.Option value="finance">Finance</Typeahead.Option>
        <Typeahead.Option value="people">People</Typeahead.Option>
      </Typeahead>
      <Typeahead label="Cost centre" required error="Choose a cost centre from the list">
        <Typeahead.Option value="4100">Marketing Benelux</Typeahead.Option>
        <Typeahead.Option value="4200">Sales Benelux</Typeahead.Option>
      </Typeahead>
      <Typeahead label="Country" description="Set by your contract" disabled defaultValue="nl">
        <Typeahead.Option value="nl">Netherlands</Typeahead.Option>
        <Typeahead.Option value="es">Spain</Typeahead.Option>
      </Typeahead>
    </>
  );
}
