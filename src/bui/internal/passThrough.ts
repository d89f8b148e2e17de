import type {AriaAttributes} from 'react';

/** `data-*` attributes, for an app's tests and analytics hooks. */
export type DataAttributes = {[name: `data-${string}`]: string | number | boolean | undefined};

/**
 * What every component takes besides its own props: ARIA and `data-*`
 * attributes, passed untouched to its main element, and one styling escape
 * hatch. The component's own semantics win where they overlap: an
 * `aria-label` given to a component that names itself from `label` is
 * ignored, and react-aria merges an extra `aria-describedby` with the
 * field's own description and error.
 */
export interface PassThroughProps extends AriaAttributes, DataAttributes {
  /**
   * A class added to the component's outermost element, for layout around it (margins, grid placement). Not for
   * restyling the component: its look comes from tokens, and its inner structure may change in any minor release.
   */
  UNSAFE_className?: string;
}

function pick(props: object, prefixes: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (prefixes.some((prefix) => name.startsWith(prefix))) picked[name] = value;
  }
  return picked;
}

/** The `aria-*` and `data-*` entries of a props object, to spread onto the main element. */
export function passThrough(props: object): AriaAttributes & DataAttributes {
  return pick(props, ['aria-', 'data-']) as AriaAttributes & DataAttributes;
}

/** The `aria-*` entries alone: a field gives them to its control, which screen readers read. */
export function ariaOf(props: object): AriaAttributes {
  return pick(props, ['aria-']);
}

/** The `data-*` entries alone: a field gives them to its root, with `UNSAFE_className`. */
export function dataOf(props: object): DataAttributes {
  return pick(props, ['data-']) as DataAttributes;
}

/** Space-separated id lists joined, for an `aria-describedby` a component adds to one it was given. */
export function idList(...lists: (string | null | undefined | false)[]): string | undefined {
  return lists.filter(Boolean).join(' ') || undefined;
}

/** Class names joined, skipping the empty ones: `classNames(styles.root, open && styles.open, UNSAFE_className)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
