import {Children, isValidElement, type ReactNode} from 'react';

/**
 * The `value` of every option element among `children` (arrays and fragments
 * included), so Select can tell a developer when its `value` names none of them.
 */
export function optionValues(children: ReactNode): string[] {
  const values: string[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<{value?: unknown; children?: ReactNode}>(child)) return;
    if (typeof child.props.value === 'string') values.push(child.props.value);
    else values.push(...optionValues(child.props.children));
  });
  return values;
}

/** The values in `value` that are not among `known`, in order. */
export function unknownValues(
  value: string | readonly string[] | null | undefined,
  known: readonly string[],
): string[] {
  if (value === null || value === undefined) return [];
  const wanted = typeof value === 'string' ? [value] : value;
  return wanted.filter((item) => !known.includes(item));
}
