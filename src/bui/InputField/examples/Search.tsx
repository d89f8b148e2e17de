/** Search — the search icon, a clear button and Escape to clear. */
import {InputField} from '@bui/react';
import {useState} from 'react';

export default function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <InputField label="Search employees" type="search" icon="search" value={query} onChange={setQuery} />
      <p>
        Searching for: <output>{query === '' ? '(everyone)' : `"${query}"`}</output>
      </p>
    </>
  );
}
