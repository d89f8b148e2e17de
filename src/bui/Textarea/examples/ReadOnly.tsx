/** Read-only — people can select and copy the text but not change it. */
import {Textarea} from '@bui/react';

export default function ReadOnly() {
  return (
    <Textarea
      label="Reason given by Ana"
      readOnly
      defaultValue={'Family wedding in Porto.\nBack on Monday 16 March.'}
    />
  );
}
