/**
 * The split search index (format 3): what the build writes and the browser
 * reads, so that a query downloads only the parts it needs.
 *
 *   head (search-index.json)  the pages, one character per record (its level
 *                             and whether it has text), the records sharing a
 *                             URL, the term dictionary (every normalised word,
 *                             front-coded) and how the parts are split
 *   term shards               the postings of a sorted range of terms
 *   initials                  per first letter, the union of the postings of
 *                             every term with that initial (one-letter prefixes)
 *   position shards           per term of a sorted range, where it stands in
 *                             each field of each record holding it: proximity
 *                             is worked out from them, not from the records' text
 *   initial positions         per first letter, where its words stand (for
 *                             a one-letter prefix's proximity)
 *   record chunks             a run of records: anchor, headings, text
 *
 * Ranking uses nothing but a record's level, its position on its page and its
 * postings (no corpus statistics), so ranking the records that contain a term
 * the query matches gives the same order as ranking all of them: the head and
 * the matched terms' shards decide the hits, and only the records that are
 * shown (or whose words proximity and phrases must read) are fetched.
 * The parts live in a folder named after a hash of their content, so a head
 * never names a part of another build. Plain data, safe in Node and in the browser.
 */
import {FIELD_COUNT, type FieldTerms} from './client/engine/fields';
import type {Posting, Postings} from './client/engine/postings';
import {LEVELS, type Hierarchy, type IndexRecords, type PageRow, type SectionRecord} from './records';

export const SHARDED_FORMAT_VERSION = 3;

/** The folder, beside the head, that holds the parts. */
export const PARTS_DIR = 'search-index';

/**
 * Postings per shard, in JSON characters: a shard is one request, about a KiB
 * gzipped. Smaller shards carry fewer terms the query does not match; on the
 * real site, 3,000 (against 12,000) took a further query's shards from 8–19
 * to 2–8 KiB (bench:search).
 */
export const SHARD_CHARS = 3_000;
/**
 * Positions per position shard, in JSON characters: a query of several words
 * fetches those of every term it matches, so a shard holds a term's positions
 * and few others (500 against 12,000: 4 against 18 KiB for "sentence case").
 */
export const POSITION_CHARS = 500;
/**
 * Records per chunk: the text fetched is now only the shown hits' (proximity
 * reads positions), and a record's neighbour is rarely shown with it: one
 * record per chunk fetched a third less text than two.
 */
export const CHUNK_RECORDS = 1;

export type ShardedIndexHead = {
  v: typeof SHARDED_FORMAT_VERSION;
  pages: PageRow[];
  /** Per page, how many records it has: records are numbered page after page. */
  counts: number[];
  /** Per record, one character: 48 + level + 8 when it has text. */
  levels: string;
  /** Records that share a URL (headings without an id share their page's). */
  groups: number[][];
  /** Sorted terms, '\n' between them, each: shared prefix with the previous term (base 36, one digit), then the rest. */
  terms: string;
  /** The parts' folder, under PARTS_DIR: a hash of all of them, so a head never names a part of another build. */
  hash: string;
  /** How many terms each shard holds, in order: shard n is t<n>.json. */
  shards: number[];
  /** How many terms each position shard holds, in order: position shard n is p<n>.json. */
  positionShards: number[];
  /** The first letters that have a union of postings: i<code point>.json. */
  initials: string[];
  /** Records per chunk: chunk n is r<n>.json. */
  chunkRecords: number;
};

/** A shard: per term of its range, in order, [record delta, fields mask, record delta, fields mask, …]. */
export type ShardFile = number[][];
/**
 * A position shard: per term of its range, in order, runs of [record delta,
 * field, count, position delta × count]; positions index the field's words
 * as FieldTerms gives them.
 */
export type PositionShardFile = number[][];
/** A record chunk: per record [anchor, headings lvl1 … its level (null for a gap), text, objectID when not the usual]. */
export type ChunkRow = [anchor: string, headings: (string | null)[], content: string, objectID?: string];
export type ChunkFile = ChunkRow[];

export function encodePosting(posting: Posting): number[] {
  const out: number[] = [];
  let last = 0;
  for (let i = 0; i < posting.length; i += 1) {
    const doc = posting[i] >>> 8;
    out.push(doc - last, posting[i] & 255);
    last = doc;
  }
  return out;
}

export function decodePosting(encoded: number[]): Posting {
  const out = new Uint32Array(encoded.length / 2);
  let doc = 0;
  for (let i = 0; i < out.length; i += 1) {
    doc += encoded[2 * i];
    out[i] = doc * 256 + encoded[2 * i + 1];
  }
  return out;
}

export function encodeTerms(sorted: string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      const max = Math.min(35, previous.length, term.length);
      while (shared < max && previous[shared] === term[shared]) shared += 1;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join('\n');
}

export function decodeTerms(encoded: string): string[] {
  if (encoded === '') return [];
  let previous = '';
  return encoded.split('\n').map((entry) => {
    previous = previous.slice(0, parseInt(entry[0], 36)) + entry.slice(1);
    return previous;
  });
}

/** Per record, per field: where the term stands among the field's words. */
export type TermPositions = Map<number, Map<number, number[]>>;

export function encodePositions(positions: TermPositions): number[] {
  const out: number[] = [];
  let last = 0;
  for (const [doc, fields] of positions) {
    for (const [field, list] of fields) {
      out.push(doc - last, field, list.length);
      let previous = 0;
      for (const at of list) {
        out.push(at - previous);
        previous = at;
      }
      last = doc;
    }
  }
  return out;
}

export function decodePositions(encoded: number[]): TermPositions {
  const out: TermPositions = new Map();
  let doc = 0;
  for (let i = 0; i < encoded.length; ) {
    doc += encoded[i];
    const field = encoded[i + 1];
    const length = encoded[i + 2];
    i += 3;
    const list: number[] = [];
    let at = 0;
    for (let k = 0; k < length; k += 1) list.push((at += encoded[i + k]));
    i += length;
    let fields = out.get(doc);
    if (!fields) out.set(doc, (fields = new Map<number, number[]>()));
    fields.set(field, list);
  }
  return out;
}

/** Part names, relative to the head's folder. */
export const shardPart = (head: ShardedIndexHead, shard: number) => `${PARTS_DIR}/${head.hash}/t${shard}.json`;
export const positionPart = (head: ShardedIndexHead, shard: number) => `${PARTS_DIR}/${head.hash}/p${shard}.json`;
export const initialPositionPart = (head: ShardedIndexHead, initial: string) =>
  `${PARTS_DIR}/${head.hash}/j${initial.codePointAt(0)}.json`;
export const initialPart = (head: ShardedIndexHead, initial: string) =>
  `${PARTS_DIR}/${head.hash}/i${initial.codePointAt(0)}.json`;
export const chunkPart = (head: ShardedIndexHead, chunk: number) => `${PARTS_DIR}/${head.hash}/r${chunk}.json`;

/** Per shard, the index of its first term. */
export function shardStarts(sizes: number[]): number[] {
  let at = 0;
  return sizes.map((size) => ((at += size), at - size));
}

/** The shard holding term `index` (starts from shardStarts). */
export function shardOf(starts: number[], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}

export type ShardedIndex = {head: ShardedIndexHead; parts: Map<string, string>};

/**
 * Splits an index. `postingsOf` is the engine's own inverted index
 * (buildPostings), so the shards hold exactly the terms the engine would
 * find; `hash` names each part after its content.
 */
export function shardIndex(
  {pages, counts, records}: IndexRecords,
  postings: Postings,
  fieldTerms: FieldTerms,
  hash: (text: string) => string,
  {shardChars = SHARD_CHARS, positionChars = POSITION_CHARS, chunkRecords = CHUNK_RECORDS} = {},
): ShardedIndex {
  // Named once the hash of them all is known.
  const shardTexts: string[] = [];
  const initialTexts = new Map<string, string>();
  const chunkTexts: string[] = [];

  const levels = records.map((record) => String.fromCharCode(48 + record.level + (record.content ? 8 : 0))).join('');
  const byUrl = new Map<string, number[]>();
  records.forEach((record, doc) => {
    const url = `${record.path}#${record.anchor ?? ''}`;
    const list = byUrl.get(url);
    if (list) list.push(doc);
    else byUrl.set(url, [doc]);
  });
  const groups = [...byUrl.values()].filter((list) => list.length > 1);

  const sorted: string[] = [];
  postings.terms.forEach((term) => sorted.push(term));
  sorted.sort();
  const shards: number[] = [];
  let current: number[][] = [];
  let chars = 0;
  sorted.forEach((term, index) => {
    const encoded = encodePosting(postings.terms.get(term) as Posting);
    current.push(encoded);
    chars += encoded.length * 3;
    if (chars >= shardChars || index === sorted.length - 1) {
      shards.push(current.length);
      shardTexts.push(JSON.stringify(current));
      current = [];
      chars = 0;
    }
  });

  // Records and fields come in order, so each term's positions are met sorted.
  const positions = new Map<string, TermPositions>();
  const initialPositions = new Map<string, TermPositions>();
  const note = (into: Map<string, TermPositions>, key: string, doc: number, field: number, at: number) => {
    let byDoc = into.get(key);
    if (!byDoc) into.set(key, (byDoc = new Map<number, Map<number, number[]>>()));
    let byField = byDoc.get(doc);
    if (!byField) byDoc.set(doc, (byField = new Map<number, number[]>()));
    const list = byField.get(field);
    if (list) list.push(at);
    else byField.set(field, [at]);
  };
  records.forEach((_, doc) => {
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      fieldTerms.of(doc, field).forEach((term, at) => {
        note(positions, term, doc, field, at);
        if (postings.initials.has(term[0])) note(initialPositions, term[0], doc, field, at);
      });
    }
  });
  const positionShards: number[] = [];
  const positionTexts: string[] = [];
  let currentPositions: number[][] = [];
  chars = 0;
  sorted.forEach((term, index) => {
    const encoded = encodePositions(positions.get(term) ?? new Map<number, Map<number, number[]>>());
    currentPositions.push(encoded);
    chars += encoded.length * 3;
    if (chars >= positionChars || index === sorted.length - 1) {
      positionShards.push(currentPositions.length);
      positionTexts.push(JSON.stringify(currentPositions));
      currentPositions = [];
      chars = 0;
    }
  });

  for (const [initial, posting] of postings.initials) initialTexts.set(initial, JSON.stringify(encodePosting(posting)));
  const initialPositionTexts = new Map<string, string>();
  for (const initial of postings.initials.keys()) {
    initialPositionTexts.set(
      initial,
      JSON.stringify(encodePositions(initialPositions.get(initial) ?? new Map<number, Map<number, number[]>>())),
    );
  }

  for (let start = 0; start < records.length; start += chunkRecords) {
    const rows: ChunkFile = records.slice(start, start + chunkRecords).map((record) => {
      const headings = LEVELS.slice(1, record.level + 1).map((level) => record.hierarchy[level]);
      const usual = record.anchor ? `${record.path}#${record.anchor}` : record.path;
      const row: ChunkRow = [record.anchor ?? '', headings, record.content];
      if (record.objectID !== usual) row.push(record.objectID);
      return row;
    });
    chunkTexts.push(JSON.stringify(rows));
  }

  const terms = encodeTerms(sorted);
  const all = [
    terms,
    ...shardTexts,
    ...positionTexts,
    ...initialTexts.keys(),
    ...initialTexts.values(),
    ...initialPositionTexts.values(),
    ...chunkTexts,
  ];
  const head: ShardedIndexHead = {
    v: SHARDED_FORMAT_VERSION,
    pages,
    counts,
    levels,
    groups,
    terms,
    hash: hash(all.join('\u0000')),
    shards,
    positionShards,
    initials: [...initialTexts.keys()],
    chunkRecords,
  };
  const parts = new Map<string, string>();
  shardTexts.forEach((text, shard) => parts.set(shardPart(head, shard), text));
  positionTexts.forEach((text, shard) => parts.set(positionPart(head, shard), text));
  for (const [initial, text] of initialTexts) parts.set(initialPart(head, initial), text);
  for (const [initial, text] of initialPositionTexts) parts.set(initialPositionPart(head, initial), text);
  chunkTexts.forEach((text, chunk) => parts.set(chunkPart(head, chunk), text));
  return {head, parts};
}

/** What the head alone says of each record: enough to rank it, not to show it. */
export type RecordOutline = {page: number; level: number; position: number; hasContent: boolean};

export function outlineRecords(head: ShardedIndexHead): RecordOutline[] {
  const out: RecordOutline[] = [];
  head.counts.forEach((count, page) => {
    for (let position = 0; position < count; position += 1) {
      const code = head.levels.charCodeAt(out.length) - 48;
      out.push({page, level: code & 7, position, hasContent: code >= 8});
    }
  });
  if (out.length !== head.levels.length) throw new Error('The search index head is inconsistent');
  return out;
}

/** A record of a chunk, whole, as recordsOfPages() gave it. */
export function recordFromChunk(head: ShardedIndexHead, outline: RecordOutline, row: ChunkRow): SectionRecord {
  const [anchor, headings, content, objectID] = row;
  const [path, lvl0, language, docusaurusTag] = head.pages[outline.page];
  const hierarchy: Hierarchy = {lvl0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  headings.forEach((heading, index) => {
    if (heading !== null) hierarchy[LEVELS[index + 1]] = heading;
  });
  return {
    objectID: objectID ?? (anchor ? `${path}#${anchor}` : path),
    path,
    anchor: anchor || null,
    level: outline.level,
    hierarchy,
    content,
    language,
    docusaurus_tag: docusaurusTag,
    position: outline.position,
  };
}
