import {LEVELS, type SectionRecord} from '../../records';
import {tokenize} from './words';

/**
 * The searchable attributes of a record, in ranking order: lvl0 … lvl6
 * (fields 0–6), then content (7). A set of fields is a bit mask, field n
 * being bit n, so the best attribute of a set is its lowest bit.
 */

export const FIELD_COUNT = LEVELS.length + 1;
export const CONTENT = LEVELS.length;

export function fieldText(record: SectionRecord, field: number): string | null {
  return field === CONTENT ? record.content : record.hierarchy[LEVELS[field]];
}

/** Lowest set bit: the best attribute in a mask of fields. */
export function firstField(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** The fields a heading record has: lvl0 … its own level (the heading record holds no content). */
export function headingFields(level: number): number {
  return (1 << (level + 1)) - 1;
}

/** The normalised words of each field of each record, for proximity and phrases. */
export type FieldTerms = {
  of(doc: number, field: number): string[];
  /** Every field's words, in field order. */
  all(doc: number): string[][];
};

/** Above this many cached fields the cache starts again (the same records come back as the reader types). */
const CACHE_LIMIT = 20000;

export function createFieldTerms(records: SectionRecord[], norm: (word: string) => string): FieldTerms {
  const cache = new Map<number, string[]>();
  const of = (doc: number, field: number): string[] => {
    const key = doc * FIELD_COUNT + field;
    let cached = cache.get(key);
    if (!cached) {
      const text = fieldText(records[doc], field);
      cached = text ? tokenize(text).map(norm) : [];
      if (cache.size > CACHE_LIMIT) cache.clear();
      cache.set(key, cached);
    }
    return cached;
  };
  return {of, all: (doc) => Array.from({length: FIELD_COUNT}, (_, field) => of(doc, field))};
}
