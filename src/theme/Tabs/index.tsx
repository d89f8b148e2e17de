// Why: the stock tabs give each tab no id and no aria-controls, so nothing ties
// a tab to its panel; the W3C checker rejects that ("Every active role=tab
// element must have a corresponding role=tabpanel element") and screen readers
// cannot announce which panel a tab shows. This wrapper gives every tab and
// panel a stable id (React's useId, identical on the server and after
// hydration) and links them both ways; TabItem (ejected next to this) puts
// the panel's id on its role=tabpanel element.
import {cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '../TabItem';

export default function TabsWrapper(props: Props): ReactNode {
  // useId gives ":r3:"; colons are valid in ids but awkward in CSS selectors.
  const base = `tabs-${useId().replace(/:/g, '')}`;
  // Lazy tabs render only the selected panel, so aria-controls on the others
  // would point at nothing: leave those tabs as the theme makes them.
  if (props.lazy) return <Tabs {...props} />;
  const items = (Array.isArray(props.children) ? props.children : [props.children]).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child),
  );
  const linked = items.map((item, index) => {
    const tabId = `${base}-tab-${index}`;
    const panelId = `${base}-panel-${index}`;
    const link = {
      // useTabs copies `attributes` onto the tab (<li role="tab">).
      attributes: {...item.props.attributes, id: tabId, 'aria-controls': panelId},
      id: panelId,
      'aria-labelledby': tabId,
    } satisfies Partial<TabItemProps>;
    // An array of children needs keys; the tab's value is unique within its tabs.
    return cloneElement(item, {...link, key: item.key ?? item.props.value});
  });
  return <Tabs {...props}>{linked}</Tabs>;
}
