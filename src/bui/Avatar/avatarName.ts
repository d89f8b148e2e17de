/**
 * Initials for a person's name: the first letter of the first name and of the
 * last name ("Ana María López" → "AL"); one letter for a single name; empty
 * for a blank name. Letters are whole characters (grapheme clusters), so
 * accents and non-Latin scripts are never cut in half.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = firstCharacter(words[0]);
  const last = words.length > 1 ? firstCharacter(words[words.length - 1]) : '';
  return (first + last).toLocaleUpperCase();
}

function firstCharacter(word: string): string {
  const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  for (const {segment} of segmenter.segment(word)) return segment;
  return '';
}

/** How many background tints initials can have. */
export const AVATAR_TINT_COUNT = 6;

/**
 * Which of the six tints a person's initials sit on: a stable hash of the
 * key (their id or name), so the same person always gets the same colour.
 */
export function tintIndexOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % AVATAR_TINT_COUNT;
}
