/** No options — the list opens to say so instead of staying shut. */
import {Select} from '@bui/react';

export default function Empty() {
  return (
    <Select label="Cost centre" hint="Your department has no cost centres yet">
      {[]}
    </Select>
  );
}
