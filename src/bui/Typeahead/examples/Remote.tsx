/** Remote — `loadOptions` searches the server 300 ms after the last keystroke, from 2 characters. */
import {searchCostCentres} from '@bui/demo';
import {Typeahead} from '@bui/react';
import {useState} from 'react';

export default function Remote() {
  const [centre, setCentre] = useState<string | null>(null);
  return (
    <>
      <Typeahead
        label="Cost centre"
        description="Search by name or code, for example 4100"
        loadOptions={(query, {signal}) => searchCostCentres(query, {signal})}
        value={centre}
        onChange={setCentre}
      >
        {(item) => (
          <Typeahead.Option value={item.id} description={`${item.code} · ${item.city}`}>
            {item.name}
          </Typeahead.Option>
        )}
      </Typeahead>
      <p>
        onChange received: <output>{centre ?? '(nothing yet)'}</output>
      </p>
    </>
  );
}
