import type {SectionRecord} from '../../records';
import {CONTENT, FIELD_COUNT, type FieldTerms} from './fields';
import {NO_MATCH, type Matches} from './matching';
import type {WordPlan} from './terms';

/**
 * Ranking, in the order of the DocSearch crawler's settings for Docusaurus
 * (deploy/docsearch-crawler.js):
 *   words      all query words must match (if no record has them all, the
 *              records with the most of them come first)
 *   typo       fewer typos first
 *   attribute  best matched attribute: lvl0, lvl1 … lvl6, then content
 *   proximity  query words closer together first
 *   exact      more words matched exactly (not as a prefix or with a typo)
 *   custom     the record's level (page title, h2 … h6, then text), then its
 *              position on the page
 * A section stands for two DocSearch records, its heading (hierarchy only)
 * and its text (hierarchy and content); the better of the two is the hit.
 * Every criterion but proximity is packed in one number, its key: smaller is
 * better.
 */

/** Candidates as parallel arrays: objects for tens of thousands of them would keep the GC busy. */
export type Candidates = {
  doc: number[];
  key: number[];
  /** 1 when the heading record won, 0 when the text record did. */
  heading: number[];
};

const POSITIONS = 4096;
/** The part of a key below words, typos and attribute: exact, level, position. */
export const PREFIX_UNIT = 64 * 8 * POSITIONS;
/** levelRank of a text record: after the page title (1) and h2 … h6 (2–6). */
const TEXT_LEVEL = 7;

/** The key of a record that matched `wordCount` of the query's `n` words. */
export function rankKey(
  n: number,
  wordCount: number,
  typos: number,
  attribute: number,
  exact: number,
  levelRank: number,
  position: number,
): number {
  return (
    (((n - wordCount) * 128 + typos) * 16 + attribute) * PREFIX_UNIT +
    (n - exact) * 8 * POSITIONS +
    levelRank * POSITIONS +
    Math.min(position, POSITIONS - 1)
  );
}

/** Words, typos and attribute: the criteria that come before proximity. */
export const keyPrefix = (key: number) => Math.floor(key / PREFIX_UNIT);

/**
 * The records that may be hits, each keyed by the better of its heading and
 * text records. All `n` words must match if any record has them all, else one
 * is enough (then more words rank first). An empty query lists every allowed
 * record, as Algolia does.
 */
export function rankCandidates(
  records: SectionRecord[],
  {touched, wordsMatched, states}: Matches,
  n: number,
  allowed: Uint8Array | null,
): Candidates {
  const candidates: Candidates = {doc: [], key: [], heading: []};
  if (n === 0) {
    records.forEach((record, doc) => {
      if (allowed && !allowed[doc]) return;
      candidates.doc.push(doc);
      candidates.key.push(record.level * POSITIONS + Math.min(record.position, POSITIONS - 1));
      candidates.heading.push(1);
    });
    return candidates;
  }
  const required = touched.some((doc) => wordsMatched[doc] === n) ? n : 1;
  for (const doc of touched) {
    if (wordsMatched[doc] < required) continue;
    const record = records[doc];
    let headWords = 0,
      headTypos = 0,
      headAttribute = NO_MATCH,
      headExact = 0;
    let allWords = 0,
      allTypos = 0,
      allAttribute = NO_MATCH,
      allExact = 0;
    for (let w = 0; w < n; w += 1) {
      const state = states[w];
      const typos = state.typos[doc];
      if (typos !== NO_MATCH) {
        allWords += 1;
        allTypos += typos;
        allAttribute = Math.min(allAttribute, state.attribute[doc]);
        allExact += state.exact[doc] & 1;
      }
      const headTyposOfWord = state.headTypos[doc];
      if (headTyposOfWord !== NO_MATCH) {
        headWords += 1;
        headTypos += headTyposOfWord;
        headAttribute = Math.min(headAttribute, state.headAttribute[doc]);
        headExact += (state.exact[doc] & 2) >> 1;
      }
    }
    // levelRank: page title 1 … h6 6, text 7.
    const headingKey =
      headWords >= required
        ? rankKey(n, headWords, headTypos, headAttribute, headExact, record.level, record.position)
        : Infinity;
    const contentKey = record.content
      ? rankKey(n, allWords, allTypos, allAttribute, allExact, TEXT_LEVEL, record.position)
      : Infinity;
    if (headingKey === Infinity && contentKey === Infinity) continue;
    candidates.doc.push(doc);
    candidates.key.push(Math.min(headingKey, contentKey));
    candidates.heading.push(headingKey <= contentKey ? 1 : 0);
  }
  return candidates;
}

/** Indexes of the `size` best candidates among `among` (smallest key, then doc), best first. */
export function topIndexes(candidates: Candidates, among: number[], size: number): number[] {
  const {key, doc} = candidates;
  const worse = (a: number, b: number) => key[a] > key[b] || (key[a] === key[b] && doc[a] > doc[b]);
  // A bounded max-heap of the best so far: its root is the worst of them.
  const heap: number[] = [];
  if (size > 0) {
    for (const item of among) {
      if (heap.length < size) {
        heap.push(item);
        for (let i = heap.length - 1; i > 0; ) {
          const parent = (i - 1) >> 1;
          if (!worse(heap[i], heap[parent])) break;
          [heap[i], heap[parent]] = [heap[parent], heap[i]];
          i = parent;
        }
      } else if (worse(heap[0], item)) {
        heap[0] = item;
        for (let i = 0; ; ) {
          const left = 2 * i + 1;
          const right = left + 1;
          let top = i;
          if (left < heap.length && worse(heap[left], heap[top])) top = left;
          if (right < heap.length && worse(heap[right], heap[top])) top = right;
          if (top === i) break;
          [heap[i], heap[top]] = [heap[top], heap[i]];
          i = top;
        }
      }
    }
  }
  return heap.sort((a, b) => key[a] - key[b] || doc[a] - doc[b]);
}

const MAX_PROXIMITY = 8;

/**
 * Sum over consecutive query words of their closest distance in one attribute
 * (capped at 8). A heading record has no content to look in.
 */
export function proximity(fieldTerms: FieldTerms, doc: number, isHeading: boolean, plans: WordPlan[]): number {
  if (plans.length < 2) return 0;
  const pairs = plans.length - 1;
  const best = new Array<number>(pairs).fill(MAX_PROXIMITY);
  let open = pairs; // pairs not yet at the closest possible distance, 1
  const usable = isHeading ? CONTENT : FIELD_COUNT;
  for (let field = 0; field < usable && open > 0; field += 1) {
    const list = fieldTerms.of(doc, field);
    if (list.length === 0) continue;
    const positions = plans.map(({accepts}) => list.flatMap((term, index) => (accepts(term) ? [index] : [])));
    for (let i = 0; i < pairs; i += 1) {
      if (best[i] === 1) continue;
      for (const a of positions[i]) {
        for (const b of positions[i + 1]) if (b !== a) best[i] = Math.min(best[i], Math.abs(b - a));
      }
      if (best[i] === 1) open -= 1;
    }
  }
  return best.reduce((sum, value) => sum + value, 0);
}

/** Above this many tied candidates, proximity is not worked out (they keep the other criteria). */
const MAX_PROXIMITY_CANDIDATES = 2000;

/**
 * The `needed` best of `kept`, in order. Proximity comes after words, typos
 * and attribute: it is worked out for every candidate that could still reach
 * the last place asked for.
 */
export function orderBest(
  candidates: Candidates,
  kept: number[],
  needed: number,
  plans: WordPlan[],
  fieldTerms: FieldTerms,
): number[] {
  const top = topIndexes(candidates, kept, needed);
  if (plans.length < 2 || needed === 0) return top;
  const prefixOf = (index: number) => keyPrefix(candidates.key[index]);
  const boundary = prefixOf(top[top.length - 1]);
  const contenders = kept.filter((index) => prefixOf(index) <= boundary);
  if (contenders.length > MAX_PROXIMITY_CANDIDATES) return top;
  const near = new Map(
    contenders.map((index) => [
      index,
      proximity(fieldTerms, candidates.doc[index], candidates.heading[index] === 1, plans),
    ]),
  );
  const nearness = (index: number) => near.get(index) ?? MAX_PROXIMITY * plans.length;
  return contenders
    .sort(
      (a, b) =>
        prefixOf(a) - prefixOf(b) ||
        nearness(a) - nearness(b) ||
        candidates.key[a] - candidates.key[b] ||
        candidates.doc[a] - candidates.doc[b],
    )
    .slice(0, needed);
}
