/** Six rows — for handover notes that usually run to a paragraph or more. */
import {Textarea} from '@bui/react';

export default function Rows() {
  return <Textarea label="Handover notes" description="The next person on shift will see these" rows={6} />;
}
