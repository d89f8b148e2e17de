/** Small — a 24 px row for dense web-app headers; the text stays at 14 px. */
import {Breadcrumb} from '@bui/react';

export default function Small() {
  return (
    <Breadcrumb size="sm" label="Small breadcrumb">
      <Breadcrumb.Item href="/docs">Docs</Breadcrumb.Item>
      <Breadcrumb.Item href="/docs/components/table">Table</Breadcrumb.Item>
      <Breadcrumb.Item>Paginator</Breadcrumb.Item>
    </Breadcrumb>
  );
}
