/** Where this page sits — the last item is the current page and is not a link. */
import {Breadcrumb} from '@bui/react';

export default function Hero() {
  return (
    <Breadcrumb>
      <Breadcrumb.Item href="/docs">Docs</Breadcrumb.Item>
      <Breadcrumb.Item href="/docs/components/accordion">Components</Breadcrumb.Item>
      <Breadcrumb.Item>Breadcrumb</Breadcrumb.Item>
    </Breadcrumb>
  );
}
