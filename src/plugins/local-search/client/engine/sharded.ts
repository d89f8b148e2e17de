import SearchableMap from 'minisearch/SearchableMap';
import type {SectionRecord} from '../../records';
import {
  SHARDED_FORMAT_VERSION,
  chunkPart,
  decodePosting,
  decodePositions,
  decodeTerms,
  initialPart,
  initialPositionPart,
  outlineRecords,
  positionPart,
  recordFromChunk,
  shardOf,
  shardPart,
  shardStarts,
  type ChunkFile,
  type PositionShardFile,
  type ShardFile,
  type TermPositions,
  type ShardedIndexHead,
} from '../../indexShards';
import {createRecordFilter} from './facets';
import {createFieldTerms, type FieldTerms} from './fields';
import {searchIn, type Engine, type SearchContext} from './search';
import {createMatcher} from './matching';
import type {Posting} from './postings';
import type {WordPlan} from './terms';
import type {SearchParams, SearchResponse} from './protocol';
import {cachedNormalize} from './words';

/**
 * The engine over the split index (indexShards.ts). A search runs the same
 * code as over the whole index (searchIn), on stand-ins for what is not
 * fetched yet: a term's postings are empty until its shard is in, a record
 * knows its level, position and page (all ranking needs) until its chunk is
 * in. A run notes what it missed; the parts are fetched and the search runs
 * again, until nothing is missing (at most four runs: postings, then the
 * positions proximity reads, when it is worked out, then the records phrases
 * and the shown hits read). What is fetched is kept for the next searches.
 *
 * Proximity only asks where the words a query matched stand in a field, so a
 * record whose text is not fetched gets, in place of its field's words, a
 * sparse list with just those words at their positions. A one-letter prefix
 * accepts every word with that initial: the initial's positions stand for
 * them ("c*", which no other word accepts), the words other query words
 * matched written over them. Phrases and exclusions still read the text.
 */

/** Fetches one part, by its name relative to the head; rejects when it cannot. */
export type LoadPart = (name: string) => Promise<unknown>;

/** The postings of a term whose shard is not fetched yet. */
const UNLOADED: Posting = new Uint32Array(0);
const MAX_RUNS = 5;

export type ShardedEngine = Omit<Engine, 'search'> & {
  search(params: SearchParams, indexName?: string): Promise<SearchResponse>;
  /** Names of the parts fetched so far (for tests and the benchmark). */
  readonly fetched: ReadonlySet<string>;
};

export function createShardedEngine(head: ShardedIndexHead, loadPart: LoadPart, origin: string): ShardedEngine {
  if (
    !head ||
    head.v !== SHARDED_FORMAT_VERSION ||
    !Array.isArray(head.pages) ||
    typeof head.levels !== 'string' ||
    !Array.isArray(head.positionShards) ||
    !(head.chunkRecords > 0)
  ) {
    throw new Error(`Unsupported search index (expected format ${SHARDED_FORMAT_VERSION})`);
  }
  const base = origin.replace(/\/$/, '');
  const outlines = outlineRecords(head);
  const count = outlines.length;
  const records: SectionRecord[] = outlines.map(({page, level, position, hasContent}) => {
    const [path, lvl0, language, docusaurusTag] = head.pages[page];
    return {
      objectID: '',
      path,
      anchor: null,
      level,
      hierarchy: {lvl0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      // Ranking only asks whether there is text.
      content: hasContent ? ' ' : '',
      language,
      docusaurus_tag: docusaurusTag,
      position,
    };
  });
  const loaded = new Uint8Array(count);

  const sortedTerms = decodeTerms(head.terms);
  const starts = shardStarts(head.shards);
  const termIndex = new Map<string, number>();
  const terms = new SearchableMap<Posting>();
  sortedTerms.forEach((term, index) => {
    termIndex.set(term, index);
    terms.set(term, UNLOADED);
  });
  const initials = new Map<string, Posting>(head.initials.map((initial) => [initial, UNLOADED]));

  const groupOf = Uint32Array.from({length: count}, (_, doc) => doc);
  const groupSize = new Array<number>(count).fill(1);
  for (const list of head.groups) {
    for (const doc of list) groupOf[doc] = list[0];
    groupSize[list[0]] = list.length;
  }

  const positionStarts = shardStarts(head.positionShards);
  const positions = new Map<string, TermPositions>();
  const encodedPositions = new Map<string, number[]>();
  const partOfPositions = (term: string) =>
    term.endsWith('*')
      ? initialPositionPart(head, term.slice(0, -1))
      : positionPart(head, shardOf(positionStarts, termIndex.get(term) ?? 0));
  const positionsOf = (term: string): TermPositions | undefined => {
    let decoded = positions.get(term);
    const encoded = encodedPositions.get(term);
    if (!decoded && encoded) {
      positions.set(term, (decoded = decodePositions(encoded)));
      encodedPositions.delete(term);
    }
    return decoded;
  };
  /** The terms of the current search's words, while proximity can be worked out from positions. */
  let plannedTerms: string[] | null = null;

  const wantedParts = new Set<string>();
  const wantedDocs = new Set<number>();
  const inner = createFieldTerms(records, cachedNormalize());
  const fieldTerms: FieldTerms = {
    of: (doc, field) => {
      if (loaded[doc]) return inner.of(doc, field);
      if (!plannedTerms) {
        wantedDocs.add(doc);
        return [];
      }
      // Holes stand for the other words: proximity's flatMap skips them, keeping the indexes.
      const list: string[] = [];
      for (const term of plannedTerms) {
        const known = positionsOf(term);
        if (!known) {
          wantedParts.add(partOfPositions(term));
          continue;
        }
        for (const at of known.get(doc)?.get(field) ?? []) list[at] = term;
      }
      return list;
    },
    all: (doc) => {
      if (loaded[doc]) return inner.all(doc);
      wantedDocs.add(doc);
      return [];
    },
  };
  const context: SearchContext = {
    records,
    postings: {terms, initials},
    groups: {group: groupOf, size: groupSize},
    fieldTerms,
    matcher: createMatcher(records),
    recordFilter: createRecordFilter(records),
    planned: (plans) => {
      // Positions are fetched when proximity asks for them: it is not worked out above 2,000 contenders.
      plannedTerms = termsOfPlans(plans);
      for (const {expansions} of plans) {
        for (const {posting, term} of expansions) {
          if (posting !== UNLOADED) continue;
          if (term.endsWith('*')) wantedParts.add(initialPart(head, term.slice(0, -1)));
          else wantedParts.add(shardPart(head, shardOf(starts, termIndex.get(term) ?? 0)));
        }
      }
      return wantedParts.size === 0;
    },
    showing: (doc) => {
      if (!loaded[doc]) wantedDocs.add(doc);
    },
  };

  const fetched = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  const fetchPart = (name: string, apply: (data: unknown) => void): Promise<void> => {
    let pending = inFlight.get(name);
    if (!pending) {
      pending = loadPart(name).then(
        (data) => {
          apply(data);
          fetched.add(name);
        },
        (error: unknown) => {
          inFlight.delete(name); // the next search tries again
          throw error;
        },
      );
      inFlight.set(name, pending);
    }
    return pending;
  };
  const applyShard = (shard: number) => (data: unknown) => {
    (data as ShardFile).forEach((encoded, offset) =>
      terms.set(sortedTerms[starts[shard] + offset], decodePosting(encoded)),
    );
  };
  const applyPositions = (shard: number) => (data: unknown) => {
    (data as PositionShardFile).forEach((encoded, offset) =>
      encodedPositions.set(sortedTerms[positionStarts[shard] + offset], encoded),
    );
  };
  const applyInitial = (initial: string) => (data: unknown) => {
    initials.set(initial, decodePosting(data as number[]));
  };
  const applyChunk = (chunk: number) => (data: unknown) => {
    (data as ChunkFile).forEach((row, offset) => {
      const doc = chunk * head.chunkRecords + offset;
      records[doc] = recordFromChunk(head, outlines[doc], row);
      loaded[doc] = 1;
    });
  };

  async function search(params: SearchParams, indexName = ''): Promise<SearchResponse> {
    for (let run = 0; run < MAX_RUNS; run += 1) {
      wantedParts.clear();
      wantedDocs.clear();
      const response = searchIn(context, base, params, indexName);
      if (response && wantedDocs.size === 0 && wantedParts.size === 0) return response;
      // Proximity missed positions: the order, hence the records shown, may still change.
      if (wantedParts.size > 0) wantedDocs.clear();
      const loads: Promise<void>[] = [];
      for (const name of wantedParts) {
        const shard = /\/t(\d+)\.json$/.exec(name);
        const initial = /\/i(\d+)\.json$/.exec(name);
        const positionShard = /\/p(\d+)\.json$/.exec(name);
        const initialPositions = /\/j(\d+)\.json$/.exec(name);
        if (shard) loads.push(fetchPart(name, applyShard(Number(shard[1]))));
        else if (positionShard) loads.push(fetchPart(name, applyPositions(Number(positionShard[1]))));
        else if (initialPositions) {
          const initial = String.fromCodePoint(Number(initialPositions[1]));
          loads.push(fetchPart(name, (data) => encodedPositions.set(`${initial}*`, data as number[])));
        } else if (initial) loads.push(fetchPart(name, applyInitial(String.fromCodePoint(Number(initial[1])))));
      }
      for (const chunk of new Set([...wantedDocs].map((doc) => Math.floor(doc / head.chunkRecords)))) {
        loads.push(fetchPart(chunkPart(head, chunk), applyChunk(chunk)));
      }
      await Promise.all(loads);
    }
    throw new Error(`The search for "${String(params.query)}" still missed parts of the index after ${MAX_RUNS} runs`);
  }

  return {search, size: count, fetched};
}

/**
 * The terms whose positions proximity needs (initials first, for the words to
 * be written over them), or null when it needs none (one word).
 */
function termsOfPlans(plans: WordPlan[]): string[] | null {
  if (plans.length < 2) return null;
  const terms = new Set<string>();
  for (const {expansions} of plans) for (const {term} of expansions) terms.add(term);
  return [...terms].sort((a, b) => Number(b.endsWith('*')) - Number(a.endsWith('*')));
}
