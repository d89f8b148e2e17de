// Why: the theme gives this page no meta description, which search engines show as its summary.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagsListPageType>;

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every tag of the BUI documentation (web, mobile and webapp) with the pages filed under each, to find what applies to your platform." />
      <DocTagsListPage {...props} />
    </>
  );
}
