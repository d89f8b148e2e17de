/** Everything on one page — the page buttons hide and only the summary remains. */
import {Paginator} from '@bui/react';

export default function OnePage() {
  return <Paginator label="Team members pages" hideLabel total={18} pageSizes={[]} />;
}
