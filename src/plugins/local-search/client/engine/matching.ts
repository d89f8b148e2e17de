import type {SectionRecord} from '../../records';
import {firstField, headingFields} from './fields';
import {postingDoc, postingFields} from './postings';
import type {WordPlan} from './terms';

/**
 * Matching: walks the postings of every term each query word expands to and
 * notes, per record and per word, the fewest typos and the best attribute,
 * over all the record's fields (its text record) and over its heading's
 * fields alone (its heading record), and whether the word matched exactly.
 * The arrays are allocated once per engine and reused by every query.
 */

/** "This word did not match this record", in the typos and attribute arrays. */
export const NO_MATCH = 127;

export type WordState = {
  typos: Int8Array;
  headTypos: Int8Array;
  attribute: Int8Array;
  headAttribute: Int8Array;
  /** Bit 1: matched exactly anywhere; bit 2: matched exactly in the heading. */
  exact: Uint8Array;
};

export type Matches = {
  /** The records any word matched, in the order first met. */
  touched: number[];
  /** Per record: how many query words matched it (valid for touched records). */
  wordsMatched: Uint8Array;
  /** Per query word (valid for touched records). */
  states: WordState[];
};

export type Matcher = {match(plans: WordPlan[], allowed: Uint8Array | null): Matches};

export function createMatcher(records: SectionRecord[]): Matcher {
  const count = records.length;
  const headingMask = Uint8Array.from(records, (record) => headingFields(record.level));
  const states: WordState[] = [];
  const stateFor = (index: number): WordState => {
    while (states.length <= index) {
      states.push({
        typos: new Int8Array(count),
        headTypos: new Int8Array(count),
        attribute: new Int8Array(count),
        headAttribute: new Int8Array(count),
        exact: new Uint8Array(count),
      });
    }
    return states[index];
  };
  // A record's state is reset when a query first meets it: stamp says whether it was.
  const stamp = new Uint32Array(count);
  let currentStamp = 0;
  const wordsMatched = new Uint8Array(count);

  function match(plans: WordPlan[], allowed: Uint8Array | null): Matches {
    currentStamp += 1;
    if (currentStamp === 0xffffffff) {
      stamp.fill(0);
      currentStamp = 1;
    }
    const n = plans.length;
    const touched: number[] = [];
    for (let w = 0; w < n; w += 1) stateFor(w);
    plans.forEach(({expansions}, index) => {
      const state = states[index];
      for (const {posting, typos, exact} of expansions) {
        for (let i = 0; i < posting.length; i += 1) {
          const doc = postingDoc(posting[i]);
          if (allowed && !allowed[doc]) continue;
          if (stamp[doc] !== currentStamp) {
            stamp[doc] = currentStamp;
            touched.push(doc);
            wordsMatched[doc] = 0;
            for (let w = 0; w < n; w += 1) {
              const other = states[w];
              other.typos[doc] = NO_MATCH;
              other.headTypos[doc] = NO_MATCH;
              other.attribute[doc] = NO_MATCH;
              other.headAttribute[doc] = NO_MATCH;
              other.exact[doc] = 0;
            }
          }
          const mask = postingFields(posting[i]);
          if (state.typos[doc] === NO_MATCH) wordsMatched[doc] += 1;
          if (typos < state.typos[doc]) state.typos[doc] = typos;
          const field = firstField(mask);
          if (field < state.attribute[doc]) state.attribute[doc] = field;
          if (exact) state.exact[doc] |= 1;
          const head = mask & headingMask[doc];
          if (head) {
            if (typos < state.headTypos[doc]) state.headTypos[doc] = typos;
            const headField = firstField(head);
            if (headField < state.headAttribute[doc]) state.headAttribute[doc] = headField;
            if (exact) state.exact[doc] |= 2;
          }
        }
      }
    });
    return {touched, wordsMatched, states};
  }

  return {match};
}
