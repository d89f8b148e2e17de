/** No options — the list opens to say so instead of staying shut. */
import {Select} from '@bui/react';

export default function Empty() {
  return (
    <Select label="Cost centre" description="Your department has no cost centres yet">
      {[]}
    </Select>
  );
}
