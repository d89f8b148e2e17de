/** Suggestions on focus — `showSuggestions` opens the list before anything is typed. */
import {Typeahead} from '@bui/react';

export default function Suggestions() {
  return (
    <Typeahead label="Project" showSuggestions matchAnywhere>
      <Typeahead.Option value="payroll-2027">Payroll 2027</Typeahead.Option>
      <Typeahead.Option value="onboarding">Onboarding revamp</Typeahead.Option>
      <Typeahead.Option value="expenses">Expenses app</Typeahead.Option>
      <Typeahead.Option value="time-off">Time off planner</Typeahead.Option>
    </Typeahead>
  );
}
