/** Small — 14 px text and two lines, for inline comments in dense approval panels. */
import {Textarea} from '@bui/react';

export default function Small() {
  return <Textarea label="Comment" size="sm" />;
}
