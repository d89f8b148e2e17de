import type {TermMatcher} from './highlight';
import type {Posting, Postings} from './postings';
import {allowedTypos, matchWord, type QueryWord} from './words';

/**
 * Term lookup: every indexed word a query word matches, exactly, as a prefix
 * while it is typed, or within its typos (one from 4 letters, two from 8; a
 * swap of two letters is one typo, as in Algolia).
 */

/** `term` names the posting ("m*" for the union of every term starting with "m"), for the split index to fetch it. */
export type Expansion = {posting: Posting; typos: number; exact: boolean; term: string};

/** What one query word matches: postings to walk, and a test for highlighting. */
export type WordPlan = {expansions: Expansion[]; accepts: (term: string) => boolean};

/** The word with each pair of adjacent, different letters swapped. */
export function transpositions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}

/** Every indexed term one query word matches, with its fewest typos. */
export function expandWord({terms}: Postings, query: QueryWord): Map<string, Expansion> {
  const found = new Map<string, Expansion>();
  const add = (term: string, posting: Posting, typos: number) => {
    const known = found.get(term);
    if (!known || known.typos > typos) found.set(term, {posting, typos, exact: term === query.word, term});
  };
  const exact = terms.get(query.word);
  if (exact) add(query.word, exact, 0);
  if (query.exact) return found;
  if (query.prefix) terms.atPrefix(query.word).forEach((term, posting) => add(term, posting, 0));
  const max = allowedTypos(query.word);
  if (max > 0) {
    for (const [term, [posting]] of terms.fuzzyGet(query.word, max)) {
      // fuzzyGet counts a swap as two edits; Algolia (and matchWord) as one.
      const match = matchWord(query, term);
      if (match) add(term, posting, match.typos);
    }
    for (const swapped of transpositions(query.word)) {
      const hit = terms.get(swapped);
      if (hit) add(swapped, hit, 1);
      if (query.prefix) terms.atPrefix(swapped).forEach((term, posting) => add(term, posting, 1));
    }
  }
  return found;
}

export function planWord(postings: Postings, query: QueryWord): WordPlan {
  const {word} = query;
  if (query.prefix && !query.exact && word.length === 1) {
    // One letter being typed: its exact word, then the merged postings of
    // every word with that initial (built once, see Postings.initials).
    const expansions: Expansion[] = [];
    const exact = postings.terms.get(word);
    if (exact) expansions.push({posting: exact, typos: 0, exact: true, term: word});
    const union = postings.initials.get(word);
    if (union) expansions.push({posting: union, typos: 0, exact: false, term: `${word}*`});
    return {expansions, accepts: (term) => term.startsWith(word)};
  }
  const found = expandWord(postings, query);
  return {expansions: [...found.values()], accepts: (term) => found.has(term)};
}

/** Highlights mark exactly the terms the search matched. */
export function matcherOfPlans(words: QueryWord[], plans: WordPlan[]): TermMatcher {
  return (term) =>
    words.flatMap((query, index) => {
      if (!plans[index].accepts(term)) return [];
      const match = matchWord(query, term);
      return [{word: query.word, prefixLength: match ? match.prefixLength : term.length}];
    });
}
