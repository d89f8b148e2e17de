// Why: two Markdown elements need more than their plain HTML to be accessible:
// wide tables must scroll by keyboard (ScrollableTable), and a GFM task-list
// checkbox has no label, so screen readers announced "checkbox, checked" with
// no name; the item's own text becomes its label here. A list item with an id
// (a GFM footnote) is also a link target the broken-anchor check must know of:
// Docusaurus collects the ids of headings and links only, so every footnote
// reference was reported as a broken anchor.
import type {ComponentProps, ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

function ListItem({className, children, ...rest}: ComponentProps<'li'>): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (rest.id) brokenLinks.collectAnchor(rest.id);
  if (!className?.split(' ').includes('task-list-item')) {
    return (
      <li className={className} {...rest}>
        {children}
      </li>
    );
  }
  return (
    <li className={className} {...rest}>
      <label>{children}</label>
    </li>
  );
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
  li: ListItem,
};
