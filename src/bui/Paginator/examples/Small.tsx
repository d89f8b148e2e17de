/** Small — 32 px buttons for the web app's dense tables; page 6 of 20 shows 1 … 5 6 7 … 20. */
import {Paginator} from '@bui/react';

export default function Small() {
  return <Paginator label="Audit log pages" hideLabel size="sm" total={500} defaultPage={6} />;
}
