import type {IconName} from '@bui/react';

/**
 * The icons whose name or keywords hold every word of `query`, in the set's order. A word matches the start of a word
 * of the name or of a keyword, in any case: "arr" finds the arrows, "time off" finds `sun`, and "del" finds `trash`
 * (delete). An empty query keeps them all.
 */
export function filterIcons(
  names: readonly IconName[],
  keywords: Readonly<Record<IconName, readonly string[]>>,
  query: string,
): IconName[] {
  const terms = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (terms.length === 0) return [...names];
  return names.filter((name) => {
    const words = [name, ...keywords[name]].flatMap((phrase) => phrase.toLowerCase().split(/[\s-]+/));
    return terms.every((term) => words.some((word) => word.startsWith(term)));
  });
}
