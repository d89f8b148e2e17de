/** Suffix — a unit that belongs to the value stays beside it. */
import {InputField} from '@bui/react';

export default function Suffix() {
  return <InputField label="Contract hours" inputMode="decimal" suffix="hours per week" defaultValue="32" required />;
}
