/** Office — one value from a list too long to scan, filtered as people type. */
import {Typeahead} from '@bui/react';
import {useState} from 'react';

const offices = [
  {id: 'ams', name: 'Amsterdam', country: 'Netherlands'},
  {id: 'bcn', name: 'Barcelona', country: 'Spain'},
  {id: 'ber', name: 'Berlin', country: 'Germany'},
  {id: 'cph', name: 'Copenhagen', country: 'Denmark'},
  {id: 'dub', name: 'Dublin', country: 'Ireland'},
  {id: 'ham', name: 'Hamburg', country: 'Germany'},
  {id: 'lis', name: 'Lisbon', country: 'Portugal'},
  {id: 'lon', name: 'London', country: 'United Kingdom'},
  {id: 'mad', name: 'Madrid', country: 'Spain'},
  {id: 'agp', name: 'Málaga', country: 'Spain'},
  {id: 'mil', name: 'Milan', country: 'Italy'},
  {id: 'nyc', name: 'New York', country: 'United States'},
  {id: 'par', name: 'Paris', country: 'France'},
  {id: 'rtm', name: 'Rotterdam', country: 'Netherlands'},
  {id: 'sto', name: 'Stockholm', country: 'Sweden'},
  {id: 'vie', name: 'Vienna', country: 'Austria'},
];

export default function Hero() {
  const [office, setOffice] = useState<string | null>(null);
  return (
    <>
      <Typeahead
        label="Office"
        description="Search by city, for example Madrid"
        required
        items={offices}
        value={office}
        onChange={setOffice}
      >
        {(item) => (
          <Typeahead.Option value={item.id} description={item.country}>
            {item.name}
          </Typeahead.Option>
        )}
      </Typeahead>
      <p>
        onChange received: <output>{office ?? '(nothing yet)'}</output>
      </p>
    </>
  );
}
