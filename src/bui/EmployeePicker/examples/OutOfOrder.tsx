/** Late answers dropped — the search for 2 letters takes 2 s, longer ones 300 ms; type "an", pause, then "ann". */
import {searchEmployees} from '@bui/demo';
import {EmployeePicker} from '@bui/react';
import {useState} from 'react';

export default function OutOfOrder() {
  const [answers, setAnswers] = useState<string[]>([]);
  return (
    <>
      <EmployeePicker
        label="Reviewer"
        // This server ignores cancellation, so its late answer does arrive; the picker drops it.
        loadOptions={async (query) => {
          const people = await searchEmployees(query, {delay: query.length <= 2 ? 2000 : 300});
          setAnswers((list) => [...list, `"${query}": ${people.length} people`]);
          return people;
        }}
      />
      <p>
        Answers in the order they arrived: <output>{answers.join(', ') || '(none yet)'}</output>
      </p>
    </>
  );
}
