import SearchableMap from 'minisearch/SearchableMap';
import type {SectionRecord} from '../../records';
import {FIELD_COUNT, fieldText} from './fields';
import {isAscii, tokenize} from './words';

/**
 * The inverted index: every normalised word of the site → its postings, the
 * records holding it and, per record, the fields it is in. Words live in
 * MiniSearch's radix tree (SearchableMap), which looks them up by prefix and
 * by edit distance; the postings are typed arrays, so that a 100× larger
 * site still answers within a frame.
 */

/** Per record holding the term: record index × 256 + bit mask of the fields holding it. */
export type Posting = Uint32Array;

export const postingDoc = (entry: number) => entry >>> 8;
export const postingFields = (entry: number) => entry & 255;

export type Postings = {
  terms: SearchableMap<Posting>;
  /**
   * Per first letter, the union of the postings of every word starting with
   * it. One-letter prefixes expand to a good part of the vocabulary: merged
   * once here, the first keystroke costs one pass.
   */
  initials: Map<string, Posting>;
};

const ASCII_WORD = /[a-z0-9]+/g;

export function buildPostings(records: SectionRecord[], norm: (word: string) => string): Postings {
  const count = records.length;
  const building = new Map<string, number[]>();
  const add = (term: string, doc: number, bit: number) => {
    let entry = building.get(term);
    if (!entry) building.set(term, (entry = []));
    const last = entry.length - 1;
    // Records are added in order, so a record's entry, if any, is the last one.
    if (last >= 0 && postingDoc(entry[last]) === doc) entry[last] |= bit;
    else entry.push(doc * 256 + bit);
  };
  records.forEach((record, doc) => {
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      const text = fieldText(record, field);
      if (!text) continue;
      const bit = 1 << field;
      if (isAscii(text)) {
        // The common case, kept cheap: this runs for every word of the site
        // on the first search. Same words as tokenize() + normalize().
        const lower = text.toLowerCase();
        ASCII_WORD.lastIndex = 0;
        for (let found = ASCII_WORD.exec(lower); found; found = ASCII_WORD.exec(lower)) add(found[0], doc, bit);
      } else {
        for (const word of tokenize(text)) add(norm(word), doc, bit);
      }
    }
  });

  const terms = new SearchableMap<Posting>();
  const byInitial = new Map<string, Uint8Array>();
  for (const [term, entry] of building) {
    terms.set(term, Uint32Array.from(entry));
    const initial = term[0];
    let union = byInitial.get(initial);
    if (!union) byInitial.set(initial, (union = new Uint8Array(count)));
    for (let i = 0; i < entry.length; i += 1) union[postingDoc(entry[i])] |= postingFields(entry[i]);
  }
  building.clear();
  const initials = new Map<string, Posting>();
  for (const [initial, union] of byInitial) {
    const packed: number[] = [];
    for (let doc = 0; doc < count; doc += 1) if (union[doc]) packed.push(doc * 256 + union[doc]);
    initials.set(initial, Uint32Array.from(packed));
  }
  return {terms, initials};
}
