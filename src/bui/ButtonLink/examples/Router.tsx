/** Client-side routing — one BuiRouterProvider at the app's root sends every BUI link through your router. */
import {useState} from 'react';
import {BuiRouterProvider, ButtonLink, Inline} from '@bui/react';

export default function Router() {
  // Stands in for your router's navigate function, such as React Router's useNavigate().
  const [route, setRoute] = useState('/docs/components/button-link');
  return (
    <BuiRouterProvider navigate={setRoute}>
      <Inline gap={3}>
        <ButtonLink href="/docs/components/button-split" icon="arrow-right" iconPosition="end">
          Next: Button split
        </ButtonLink>
        <output>Router is at {route}</output>
      </Inline>
    </BuiRouterProvider>
  );
}
