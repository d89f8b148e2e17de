import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

// Test builds only (src/plugins/test-faults): throws while the test has set the
// trigger, so the error boundary of the theme's Layout shows its crash screen.
declare global {
  interface Window {
    __BUI_TEST_FAULT__?: string;
  }
}

function Fault(): null {
  if (typeof window !== 'undefined' && window.__BUI_TEST_FAULT__ === 'crash') {
    throw new Error('Test fault: this component throws on purpose (BUI_TEST_FAULTS)');
  }
  return null;
}

type Props = WrapperProps<typeof ContentType>;

export default function ContentWithFault(props: Props): ReactNode {
  return (
    <>
      <Fault />
      <Content {...props} />
    </>
  );
}
