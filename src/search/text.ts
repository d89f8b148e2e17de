/**
 * Words, typos, highlights and snippets, the way Algolia's engine treats them
 * for DocSearch: every text is escaped before it is marked, because DocSearch
 * and the search page insert highlights and snippets as HTML.
 */

/** A word is a run of letters and digits; everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

const ASCII = /^[\x00-\x7f]*$/;

export function isAscii(text: string): boolean {
  return ASCII.test(text);
}

export function normalize(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase();
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
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
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

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

export type Marked = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

type Piece = {text: string; word: boolean; mark: number};

/**
 * Which query words a normalised term of a record matches, and how much of
 * the term to mark. The engine passes one that only looks at the terms the
 * search matched; by default every term is tested against every word.
 */
export type TermMatcher = (term: string) => {word: string; prefixLength: number}[];

export function matcherFor(words: QueryWord[]): TermMatcher {
  return (term) =>
    words.flatMap((query) => {
      const match = matchWord(query, term);
      return match ? [{word: query.word, prefixLength: match.prefixLength}] : [];
    });
}

/** Splits text into words and separators, noting how much of each word matches. */
function pieces(text: string, matcher: TermMatcher, matched: Set<string>): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const start = found.index!;
    if (start > last) out.push({text: text.slice(last, start), word: false, mark: 0});
    const term = normalize(found[0]);
    let mark = 0;
    for (const match of matcher(term)) {
      matched.add(match.word);
      // Normalisation can change the length (ligatures); mark it all then.
      mark = Math.max(mark, term.length === found[0].length ? match.prefixLength : found[0].length);
    }
    out.push({text: found[0], word: true, mark});
    last = start + found[0].length;
  }
  if (last < text.length) out.push({text: text.slice(last), word: false, mark: 0});
  return out;
}

function render(list: Piece[], preTag: string, postTag: string): string {
  return list
    .map((piece) =>
      piece.mark > 0
        ? `${preTag}${escapeHtml(piece.text.slice(0, piece.mark))}${postTag}${escapeHtml(piece.text.slice(piece.mark))}`
        : escapeHtml(piece.text),
    )
    .join('');
}

function level(matched: Set<string>, words: QueryWord[]): Marked['matchLevel'] {
  if (matched.size === 0) return 'none';
  return words.every((query) => matched.has(query.word)) ? 'full' : 'partial';
}

export function highlight(
  text: string,
  words: QueryWord[],
  preTag: string,
  postTag: string,
  matcher: TermMatcher = matcherFor(words),
): Marked {
  const matched = new Set<string>();
  const list = pieces(text, matcher, matched);
  const wordPieces = list.filter((piece) => piece.word);
  return {
    value: render(list, preTag, postTag),
    matchLevel: level(matched, words),
    matchedWords: [...matched],
    fullyHighlighted: wordPieces.length > 0 && wordPieces.every((piece) => piece.mark === piece.text.length),
  };
}

/**
 * A window of `size` words around the first match (or the start), with the
 * ellipsis where the text was cut, as Algolia's attributesToSnippet does.
 * Reads the text only as far as the window needs.
 */
export function snippet(
  text: string,
  words: QueryWord[],
  size: number,
  preTag: string,
  postTag: string,
  ellipsis: string,
  matcher: TermMatcher = matcherFor(words),
): Omit<Marked, 'matchedWords' | 'fullyHighlighted'> {
  const list: Piece[] = [];
  const wordIndexes: number[] = [];
  const before = Math.floor(size / 4); // a little context before the match, as Algolia does
  let firstMatch = -1;
  let last = 0;
  let complete = true;
  for (const found of text.matchAll(WORD)) {
    const start = found.index!;
    if (start > last) list.push({text: text.slice(last, start), word: false, mark: 0});
    const term = normalize(found[0]);
    let mark = 0;
    for (const match of matcher(term))
      mark = Math.max(mark, term.length === found[0].length ? match.prefixLength : found[0].length);
    if (mark > 0 && firstMatch < 0) firstMatch = wordIndexes.length;
    wordIndexes.push(list.length);
    list.push({text: found[0], word: true, mark});
    last = start + found[0].length;
    // One word past the window tells that the text goes on.
    if (firstMatch >= 0 && wordIndexes.length > Math.max(0, firstMatch - before) + size) {
      complete = false;
      break;
    }
  }
  if (complete && last < text.length) list.push({text: text.slice(last), word: false, mark: 0});
  let from = firstMatch < 0 ? 0 : Math.max(0, firstMatch - before);
  from = Math.max(0, Math.min(from, wordIndexes.length - size));
  const to = Math.min(wordIndexes.length, from + size) - 1;
  const start = from === 0 ? 0 : wordIndexes[from]!;
  const end = !complete || to < wordIndexes.length - 1 ? wordIndexes[to]! + 1 : list.length;
  const window = list.slice(start, end);
  const value =
    (from > 0 ? ellipsis : '') + render(window, preTag, postTag) + (end < list.length || !complete ? ellipsis : '');
  const inWindow = new Set<string>();
  for (const piece of window) {
    if (piece.mark > 0) for (const match of matcher(normalize(piece.text))) inWindow.add(match.word);
  }
  return {value, matchLevel: level(inWindow, words)};
}
