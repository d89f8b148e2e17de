import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';

/**
 * Opens every "Mobile" section of a component page. `@bui/react-native` is not built in this repository, so the
 * section can only be its contract; this says so in one wording, and says which parts of it are checked here.
 */
export function NativeContract(): ReactNode {
  return (
    <Admonition type="note" title="A contract for the native package">
      <p>
        <code>@bui/react-native</code> is built by the mobile team outside this repository, and nothing on this site
        runs it. This section says what it must do. The Mobile example under Usage is checked here: each prop it uses
        must be in this component&apos;s TypeScript types, and each token this page names must exist in{' '}
        <code>@bui/tokens/react-native</code>.{' '}
        <Link to="/docs/getting-started/intro#mobile-package">How the mobile package is held to it</Link>.
      </p>
    </Admonition>
  );
}
