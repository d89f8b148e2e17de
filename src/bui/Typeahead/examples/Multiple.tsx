/** Multiple — several values as chips; Backspace in the empty field removes the last one. */
import {Typeahead} from '@bui/react';
import {useState} from 'react';

export default function Multiple() {
  const [skills, setSkills] = useState<string[]>(['python', 'sql']);
  return (
    <>
      <Typeahead label="Skills" description="Choose up to 5" multiple max={5} value={skills} onChange={setSkills}>
        <Typeahead.Option value="python">Python</Typeahead.Option>
        <Typeahead.Option value="sql">SQL</Typeahead.Option>
        <Typeahead.Option value="typescript">TypeScript</Typeahead.Option>
        <Typeahead.Option value="java">Java</Typeahead.Option>
        <Typeahead.Option value="go">Go</Typeahead.Option>
        <Typeahead.Option value="rust">Rust</Typeahead.Option>
        <Typeahead.Option value="kotlin">Kotlin</Typeahead.Option>
        <Typeahead.Option value="swift">Swift</Typeahead.Option>
        <Typeahead.Option value="excel">Excel modelling</Typeahead.Option>
        <Typeahead.Option value="figma">Figma</Typeahead.Option>
      </Typeahead>
      <p>
        onChange received: <output>{JSON.stringify(skills)}</output>
      </p>
    </>
  );
}
