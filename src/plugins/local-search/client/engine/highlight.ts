import {matchWord, normalize, WORD, type QueryWord} from './words';

/**
 * Highlights and snippets, as Algolia's attributesToHighlight and
 * attributesToSnippet make them. Every text is escaped before it is marked,
 * because DocSearch and the search page insert both as HTML.
 */

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
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
    const start = found.index;
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
    const start = found.index;
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
  const start = from === 0 ? 0 : wordIndexes[from];
  const end = !complete || to < wordIndexes.length - 1 ? wordIndexes[to] + 1 : list.length;
  const window = list.slice(start, end);
  const value =
    (from > 0 ? ellipsis : '') + render(window, preTag, postTag) + (end < list.length || !complete ? ellipsis : '');
  const inWindow = new Set<string>();
  for (const piece of window) {
    if (piece.mark > 0) for (const match of matcher(normalize(piece.text))) inWindow.add(match.word);
  }
  return {value, matchLevel: level(inWindow, words)};
}
