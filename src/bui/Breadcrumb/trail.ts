/** Trails longer than this fold their middle levels into the "…" button. */
export const MAX_VISIBLE_LEVELS = 4;

export interface Trail {
  /** Indexes of the items shown, in order. */
  shown: number[];
  /** Indexes of the items folded into "…"; empty when nothing is folded. */
  hidden: number[];
}

/**
 * Which items of a trail of `count` items (the last is the current page) are
 * shown. Up to MAX_VISIBLE_LEVELS everything shows; above it the first level,
 * the last two parents and the current page stay and the levels between fold
 * into "…", until people expand it.
 */
export function trail(count: number, expanded: boolean): Trail {
  const all = Array.from({length: Math.max(0, count)}, (_, index) => index);
  if (expanded || count <= MAX_VISIBLE_LEVELS) return {shown: all, hidden: []};
  return {shown: [0, count - 3, count - 2, count - 1], hidden: all.slice(1, count - 3)};
}
