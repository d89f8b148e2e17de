import {Children, Fragment, isValidElement, type ReactElement, type ReactNode} from 'react';
import {devWarn} from './devWarn';

/**
 * The parts of a compound component (`Tabs.Tab`, `Stepper.Step`, `Wizard.Step`) among its children, in order.
 *
 * The parent reads its parts' props before anything renders, because it must know every part (its id, its
 * position, the total) to draw any of them, on the server as on the client. That is only possible for elements
 * of the part itself: a component of the app that renders a part has not rendered yet, and calling it here would
 * run its hooks in the parent. So arrays and fragments are searched, and anything else is left out with a
 * development warning that names it, instead of disappearing without a word.
 */
export function partsOf<P>(
  component: string,
  partName: string,
  part: (props: P) => ReactNode,
  children: ReactNode,
): ReactElement<P>[] {
  const found: ReactElement<P>[] = [];
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (child) => {
      if (child === null || child === undefined || typeof child === 'boolean') return;
      if (isValidElement<{children?: ReactNode}>(child) && child.type === Fragment) visit(child.props.children);
      else if (isValidElement<P>(child) && child.type === part) found.push(child);
      else
        devWarn(
          component,
          `${nameOf(child)} was left out: ${component} reads only ${partName} elements, directly or in arrays and ` +
            `fragments. A component that renders ${partName} is not read; call a function that returns the ` +
            `${partName} elements instead.`,
        );
    });
  visit(children);
  return found;
}

/** How a warning names a child: `<MyTab>`, `<div>`, or the start of a text. */
function nameOf(child: ReactNode): string {
  if (typeof child === 'string' || typeof child === 'number') return `The text "${String(child).slice(0, 40)}"`;
  if (!isValidElement(child)) return 'A child that is not an element';
  const {type} = child;
  if (typeof type === 'string') return `<${type}>`;
  const named = type as {displayName?: string; name?: string; render?: {name?: string}; type?: {name?: string}};
  return `<${named.displayName || named.name || named.render?.name || named.type?.name || 'Anonymous'}>`;
}
