/** A long trail — more than 4 levels fold into "…"; pressing it shows them in place. Links go through the app's router. */
import {Breadcrumb, BuiRouterProvider} from '@bui/react';
import {useState} from 'react';

export default function Collapsed() {
  // Stands in for your router's navigate function, such as React Router's useNavigate().
  const [route, setRoute] = useState('/docs/components/breadcrumb');
  return (
    <BuiRouterProvider navigate={setRoute}>
      <Breadcrumb label="Breadcrumb with six levels">
        <Breadcrumb.Item href="/docs">Docs</Breadcrumb.Item>
        <Breadcrumb.Item href="/docs/components/accordion">Components</Breadcrumb.Item>
        <Breadcrumb.Item href="/docs/components/nav-bar">Navigation</Breadcrumb.Item>
        <Breadcrumb.Item href="/docs/components/tabs">Tabs</Breadcrumb.Item>
        <Breadcrumb.Item href="/docs/components/paginator">Paginator</Breadcrumb.Item>
        <Breadcrumb.Item>Breadcrumb</Breadcrumb.Item>
      </Breadcrumb>
      <p>
        <output>Router is at {route}</output>
      </p>
    </BuiRouterProvider>
  );
}
