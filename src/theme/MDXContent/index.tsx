// Why: every doc gets the "Copy page" button (issue 24) beside its first lines; MDXContent is the docs page's one part that is safe to wrap and holds no layout of its own.
import type {ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof MDXContentType>;

/** Only inside a doc: useDoc has its provider there, and the doc's Markdown exists (src/plugins/page-markdown). */
function DocCopyPageButton(): ReactNode {
  return <CopyPageButton route={useDoc().metadata.permalink} />;
}

export default function MDXContentWrapper(props: Props): ReactNode {
  // Blog posts and MDX pages render MDXContent too; of the docs plugin's pages, only a doc does.
  const inDocs = useRouteContext().plugin.name === 'docusaurus-plugin-content-docs';
  return (
    <>
      {inDocs && <DocCopyPageButton />}
      <MDXContent {...props} />
    </>
  );
}
