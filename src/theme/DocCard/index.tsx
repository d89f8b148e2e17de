// Wrapped: a card for a doc takes the doc's description from its category index page (docDescriptions.ts), not from the docs version's props.
import {useContext, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import {DocDescriptions} from './docDescriptions';

export default function DocCardWrapper({item}: Props): ReactNode {
  const descriptions = useContext(DocDescriptions);
  const description = item.type === 'link' && item.docId ? descriptions[item.docId] : undefined;
  if (item.type === 'link' && description && !item.description) return <DocCard item={{...item, description}} />;
  return <DocCard item={item} />;
}
