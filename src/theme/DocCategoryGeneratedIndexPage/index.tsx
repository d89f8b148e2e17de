// Wrapped: gives its cards the descriptions of the docs it lists, which its own props carry (src/theme/DocCard/docDescriptions.ts).
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import {DocDescriptions} from '../DocCard/docDescriptions';

/** The props the docs plugin gives the page, plus what doc-descriptions-loader.cjs adds. */
type PropsWithDescriptions = Props & {
  categoryGeneratedIndex: Props['categoryGeneratedIndex'] & {docDescriptions?: Record<string, string>};
};

const none = {};

export default function DocCategoryGeneratedIndexPageWrapper(props: PropsWithDescriptions): ReactNode {
  return (
    <DocDescriptions.Provider value={props.categoryGeneratedIndex.docDescriptions ?? none}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocDescriptions.Provider>
  );
}
