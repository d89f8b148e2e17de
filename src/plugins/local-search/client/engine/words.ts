/**
 * Words and typos, the way Algolia's engine treats them for DocSearch: what a
 * word is, how it is normalised, and how many typos a query word may carry.
 */

/**
 * A word is a run of letters and digits; everything else separates words.
 * Global: use it with match() and matchAll() only, which leave lastIndex alone.
 */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Any character beyond ASCII (no `u` flag: this runs for every word highlighted). */
const NON_ASCII = /[\u0080-\uffff]/;

export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

export function normalize(word: string): string {
  if (isAscii(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Algolia's defaults: one typo from 4 letters, two from 8. */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Edit distance where swapping two adjacent letters counts as one typo, as in
 * Algolia (optimal string alignment). Gives up above `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2] + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}

/** One word of the query, normalised. */
export type QueryWord = {
  word: string;
  /** The last word of a query still being typed matches as a prefix. */
  prefix: boolean;
  /** Inside "quotes" with advanced syntax: exact, no typo, no prefix. */
  exact: boolean;
};

export type WordMatch = {typos: number; exact: boolean; prefixLength: number};

/**
 * How `term` (a normalised word of a record) matches `query`, or null.
 * prefixLength is the length of the matched part of the term, for highlights.
 */
export function matchWord(query: QueryWord, term: string): WordMatch | null {
  const {word} = query;
  if (term === word) return {typos: 0, exact: true, prefixLength: term.length};
  if (query.exact) return null;
  if (query.prefix && term.startsWith(word)) return {typos: 0, exact: false, prefixLength: word.length};
  const max = allowedTypos(word);
  if (max === 0) return null;
  if (query.prefix && term.length > word.length) {
    // A typo inside the prefix being typed: "documant" for "documentation".
    const head = term.slice(0, word.length);
    const distance = typoDistance(word, head, max);
    if (distance <= max) return {typos: distance, exact: false, prefixLength: word.length};
  }
  const distance = typoDistance(word, term, max);
  return distance <= max ? {typos: distance, exact: false, prefixLength: term.length} : null;
}

/**
 * normalize() with a cache: a site repeats its words, and the non-ASCII path
 * (decomposing accents) is the slow one.
 */
export function cachedNormalize(): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let value = cache.get(word);
    if (value === undefined) {
      value = normalize(word);
      cache.set(word, value);
    }
    return value;
  };
}
