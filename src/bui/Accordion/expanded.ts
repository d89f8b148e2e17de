import type {Key} from 'react-aria-components';
import {devWarn} from '../internal/devWarn';

/**
 * The accordion's `value` or `defaultValue` as react-aria's set of expanded
 * keys. A single accordion takes one id or `null`; given an array (the old
 * `type="single"` mistake) it warns and keeps only the first id, so at most one
 * item is open as the mode promises. A `multiple` accordion given one id
 * treats it as a list of one.
 */
export function expandedKeys(
  component: string,
  value: string | string[] | null | undefined,
  multiple: boolean,
): Set<Key> | undefined {
  if (value === undefined) return undefined;
  if (value === null) return new Set();
  if (Array.isArray(value)) {
    if (!multiple && value.length > 1) {
      devWarn(
        component,
        `an accordion without \`multiple\` opens one item, but value ${JSON.stringify(value)} lists ${value.length}; opening "${value[0]}" only. Add \`multiple\` or pass one id.`,
      );
      return new Set(value.slice(0, 1));
    }
    return new Set(value);
  }
  return new Set([value]);
}

/** What `onChange` receives: the open id or `null`, or with `multiple` the array of open ids in a stable order. */
export function reportExpanded(keys: Iterable<Key>, multiple: boolean): string | string[] | null {
  const ids = Array.from(keys, String);
  if (multiple) return ids;
  return ids[0] ?? null;
}
