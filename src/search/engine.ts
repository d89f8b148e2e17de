import SearchableMap from 'minisearch/SearchableMap';
import {LEVELS, unpackIndex, type SearchIndexFile, type SectionRecord} from './indexFormat';
import {
  allowedTypos,
  highlight,
  isAscii,
  matchWord,
  normalize,
  snippet,
  tokenize,
  type Marked,
  type QueryWord,
  type TermMatcher,
} from './text';

/**
 * Answers Algolia search requests from the local index, ranked the way the
 * DocSearch crawler configures Docusaurus indices (search/docsearch-crawler.js):
 *   words    all query words must match (if no record has them all, the
 *            records with the most of them come first)
 *   typo     fewer typos first (1 allowed from 4 letters, 2 from 8)
 *   attribute  best matched attribute: lvl0, lvl1 … lvl6, then content
 *   proximity  query words closer together first
 *   exact    more words matched exactly (not as a prefix or with a typo)
 *   custom   the record's level (page title, h2 … h6, then text), then its
 *            position on the page
 * and one hit per URL. Terms are looked up, by prefix and by edit distance,
 * in MiniSearch's radix tree (SearchableMap); the postings and the ranking
 * are ours, in typed arrays, so that a 100× larger site still answers within
 * a frame.
 */

/** Attributes in ranking order: lvl0 … lvl6 (0–6), then content (7). */
const FIELD_COUNT = LEVELS.length + 1;
const CONTENT = LEVELS.length;

/** Algolia parameters the two callers send (DocSearch modal, search page helper). */
export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: string | (string | string[])[];
  facets?: string | string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  advancedSyntax?: boolean;
  [other: string]: unknown;
};

export type Hit = Record<string, unknown> & {
  objectID: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
};

export type SearchResponse = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: {nbHits: true; facetsCount: true};
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  renderingContent: Record<string, never>;
};

/** The index settings of search/docsearch-crawler.js, for what a request leaves out. */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
} as const;

/** Attributes that facetFilters and facets may name. */
const FACETS = ['language', 'docusaurus_tag', 'type'] as const;
const LEVEL_WEIGHT = (level: number) => 100 - 10 * level;
const MAX_PROXIMITY = 8;
/** Above this many tied candidates, proximity is not worked out (they keep the other criteria). */
const MAX_PROXIMITY_CANDIDATES = 2000;
const MAX_QUERY_WORDS = 32;
const NO_MATCH = 127;

/** Per record holding the term: record index × 256 + bit mask of the fields holding it. */
type Posting = Uint32Array;

export type Engine = {
  search(params: SearchParams, indexName?: string): SearchResponse;
  readonly size: number;
};

export function parseQuery(
  query: string,
  advancedSyntax: boolean,
): {words: QueryWord[]; excluded: string[]; phrases: string[][]} {
  const words: QueryWord[] = [];
  const excluded: string[] = [];
  const phrases: string[][] = [];
  let rest = query;
  if (advancedSyntax) {
    rest = rest.replace(/"([^"]*)"/g, (_, phrase: string) => {
      const terms = tokenize(phrase).map(normalize);
      if (terms.length > 0) phrases.push(terms);
      for (const word of terms) words.push({word, prefix: false, exact: true});
      return ' ';
    });
    rest = rest.replace(/(^|\s)-([\p{L}\p{N}]+)/gu, (_, space: string, word: string) => {
      excluded.push(normalize(word));
      return space;
    });
  }
  const plain = tokenize(rest).map(normalize);
  // The last word is still being typed unless the query ends with a space.
  const typing = !/\s$/.test(query);
  plain.forEach((word, index) => words.push({word, prefix: typing && index === plain.length - 1, exact: false}));
  return {words: words.slice(0, MAX_QUERY_WORDS), excluded, phrases};
}

function transpositions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}

/** Lowest set bit: the best attribute in a mask of fields. */
function firstField(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

function matchesFilter(record: SectionRecord, type: string, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return false;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  value = value.replace(/^"(.*)"$/, '$1');
  const actual = attribute === 'type' ? type : (record as unknown as Record<string, unknown>)[attribute];
  const equal = typeof actual === 'string' && actual === value;
  return negated ? !equal : equal;
}

/** facetFilters: AND between entries, OR inside a nested array; "attr:-value" negates. */
export function passesFacetFilters(
  record: SectionRecord,
  type: string,
  facetFilters: SearchParams['facetFilters'],
): boolean {
  if (!facetFilters) return true;
  const list = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  return list.every((entry) =>
    Array.isArray(entry)
      ? entry.some((filter) => matchesFilter(record, type, filter))
      : matchesFilter(record, type, entry),
  );
}

function pick(source: Record<string, unknown>, attributes: string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return {...source};
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const [head, child] = attribute.split('.') as [string, string | undefined];
    if (!(head in source)) continue;
    if (child === undefined) {
      out[head] = source[head];
    } else {
      const value = source[head] as Record<string, unknown> | null;
      if (value && typeof value === 'object') out[head] = {...(out[head] as object | undefined), [child]: value[child]};
    }
  }
  return out;
}

/** An enumerable property computed on first read, then kept. */
function lazy(target: Record<string, unknown>, key: string, compute: () => unknown): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, {value, enumerable: true, configurable: true, writable: true});
      return value;
    },
  });
}

function snippetSizes(list: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of list) {
    const [attribute, size] = entry.split(':') as [string, string | undefined];
    sizes.set(attribute, size ? Number(size) : 10);
  }
  return sizes;
}

/** A hit-to-be, made only for the hits returned. */
type Ranked = {doc: number; type: string};

/** Candidates as parallel arrays: objects for tens of thousands of them would keep the GC busy. */
type Candidates = {doc: number[]; key: number[]; heading: number[]};

/** Indexes of the `size` best candidates (smallest key, then doc), best first. */
function topIndexes(candidates: Candidates, among: number[], size: number): number[] {
  const {key, doc} = candidates;
  const worse = (a: number, b: number) => key[a]! > key[b]! || (key[a] === key[b] && doc[a]! > doc[b]!);
  const heap: number[] = [];
  if (size > 0) {
    for (const item of among) {
      if (heap.length < size) {
        heap.push(item);
        for (let i = heap.length - 1; i > 0; ) {
          const parent = (i - 1) >> 1;
          if (!worse(heap[i]!, heap[parent]!)) break;
          [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
          i = parent;
        }
      } else if (worse(heap[0]!, item)) {
        heap[0] = item;
        for (let i = 0; ; ) {
          const left = 2 * i + 1;
          const right = left + 1;
          let top = i;
          if (left < heap.length && worse(heap[left]!, heap[top]!)) top = left;
          if (right < heap.length && worse(heap[right]!, heap[top]!)) top = right;
          if (top === i) break;
          [heap[i], heap[top]] = [heap[top]!, heap[i]!];
          i = top;
        }
      }
    }
  }
  return heap.sort((a, b) => key[a]! - key[b]! || doc[a]! - doc[b]!);
}

export function createEngine(source: SearchIndexFile | SectionRecord[], origin: string): Engine {
  const records = Array.isArray(source) ? source : unpackIndex(source);
  const count = records.length;
  const base = origin.replace(/\/$/, '');

  // --- Index: term → postings (doc ids, and a bit mask of the fields holding the term).
  const normalized = new Map<string, string>();
  const norm = (word: string) => {
    let value = normalized.get(word);
    if (value === undefined) {
      value = normalize(word);
      normalized.set(word, value);
    }
    return value;
  };
  const building = new Map<string, number[]>();
  const add = (term: string, doc: number, bit: number) => {
    let entry = building.get(term);
    if (!entry) building.set(term, (entry = []));
    const last = entry.length - 1;
    if (last >= 0 && entry[last]! >>> 8 === doc) entry[last]! |= bit;
    else entry.push(doc * 256 + bit);
  };
  const ASCII_WORD = /[a-z0-9]+/g;
  /** Fields a heading record has: lvl0 … its own level. */
  const headingMask = new Uint8Array(count);
  /** Records sharing a URL (headings without an id) share a group, for distinct. */
  const group = new Uint32Array(count);
  const groupSize: number[] = [];
  const groups = new Map<string, number>();
  records.forEach((record, doc) => {
    headingMask[doc] = (1 << (record.level + 1)) - 1;
    const url = `${record.path}#${record.anchor ?? ''}`;
    let id = groups.get(url);
    if (id === undefined) {
      id = groupSize.length;
      groups.set(url, id);
      groupSize.push(0);
    }
    group[doc] = id;
    groupSize[id]! += 1;
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      const text = field === CONTENT ? record.content : record.hierarchy[LEVELS[field]!];
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
  // One-letter prefixes expand to a good part of the vocabulary: their
  // postings are merged once here (per record, the fields holding a word
  // with that first letter), so the first keystroke costs one pass.
  const byInitial = new Map<string, Uint8Array>();
  for (const [term, entry] of building) {
    terms.set(term, Uint32Array.from(entry));
    const initial = term[0]!;
    let union = byInitial.get(initial);
    if (!union) byInitial.set(initial, (union = new Uint8Array(count)));
    for (let i = 0; i < entry.length; i += 1) union[entry[i]! >>> 8]! |= entry[i]! & 255;
  }
  building.clear();
  const initials = new Map<string, Posting>();
  for (const [initial, union] of byInitial) {
    const packed: number[] = [];
    for (let doc = 0; doc < count; doc += 1) if (union[doc]) packed.push(doc * 256 + union[doc]!);
    initials.set(initial, Uint32Array.from(packed));
  }
  byInitial.clear();

  // --- Per query scratch space, reused: for each word, best typos and
  // attribute over all fields and over the heading's fields, and exactness.
  type WordState = {
    typos: Int8Array;
    headTypos: Int8Array;
    attribute: Int8Array;
    headAttribute: Int8Array;
    exact: Uint8Array;
  };
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
    return states[index]!;
  };
  const stamp = new Uint32Array(count);
  let currentStamp = 0;
  const wordsMatched = new Uint8Array(count);
  let lastFilters: {json: string; allowed: Uint8Array | null} = {json: 'null', allowed: null};

  type Expansion = {posting: Posting; typos: number; exact: boolean};
  /** What one query word matches: postings to walk, and a test for highlighting. */
  type WordPlan = {expansions: Expansion[]; accepts: (term: string) => boolean};

  function plan(query: QueryWord): WordPlan {
    const {word} = query;
    if (query.prefix && !query.exact && word.length === 1) {
      const expansions: Expansion[] = [];
      const exact = terms.get(word);
      if (exact) expansions.push({posting: exact, typos: 0, exact: true});
      const union = initials.get(word);
      if (union) expansions.push({posting: union, typos: 0, exact: false});
      return {expansions, accepts: (term) => term.startsWith(word)};
    }
    const found = expand(query);
    return {expansions: [...found.values()], accepts: (term) => found.has(term)};
  }

  /** Every indexed term one query word matches, with its typos. */
  function expand(query: QueryWord): Map<string, Expansion> {
    const found = new Map<string, Expansion>();
    const add = (term: string, posting: Posting, typos: number) => {
      const known = found.get(term);
      if (!known || known.typos > typos) found.set(term, {posting, typos, exact: term === query.word});
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

  function allowedByFilters(facetFilters: SearchParams['facetFilters']): Uint8Array | null {
    const json = JSON.stringify(facetFilters ?? null);
    if (json === lastFilters.json) return lastFilters.allowed;
    let allowed: Uint8Array | null = null;
    if (facetFilters && (typeof facetFilters === 'string' || facetFilters.length > 0)) {
      // "type" depends on which record of a section wins, so it is checked per hit below.
      const withoutType = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters)
        .map((entry) => (Array.isArray(entry) ? entry : [entry]))
        .filter((entry) => entry.every((filter) => !filter.trim().startsWith('type:')));
      allowed = new Uint8Array(count);
      records.forEach((record, doc) => {
        allowed![doc] = passesFacetFilters(record, 'content', withoutType) ? 1 : 0;
      });
    }
    lastFilters = {json, allowed};
    return allowed;
  }

  /** The normalised words of one field of one record (cached: the same records come back as you type). */
  const tokenCache = new Map<number, string[]>();
  function fieldTerms(doc: number, field: number): string[] {
    const key = doc * FIELD_COUNT + field;
    let cached = tokenCache.get(key);
    if (!cached) {
      const record = records[doc]!;
      const text = field === CONTENT ? record.content : record.hierarchy[LEVELS[field]!];
      cached = text ? tokenize(text).map(norm) : [];
      if (tokenCache.size > 20000) tokenCache.clear();
      tokenCache.set(key, cached);
    }
    return cached;
  }

  /** Sum over consecutive query words of their closest distance in one attribute (capped at 8). */
  function proximity(doc: number, isHeading: boolean, plans: WordPlan[]): number {
    if (plans.length < 2) return 0;
    const pairs = plans.length - 1;
    const best = new Array<number>(pairs).fill(MAX_PROXIMITY);
    let open = pairs; // pairs not yet at the closest possible distance, 1
    const usable = isHeading ? CONTENT : FIELD_COUNT;
    for (let field = 0; field < usable && open > 0; field += 1) {
      const list = fieldTerms(doc, field);
      if (list.length === 0) continue;
      const positions = plans.map(({accepts}) => list.flatMap((term, index) => (accepts(term) ? [index] : [])));
      for (let i = 0; i < pairs; i += 1) {
        if (best[i] === 1) continue;
        for (const a of positions[i]!) {
          for (const b of positions[i + 1]!) if (b !== a) best[i] = Math.min(best[i]!, Math.abs(b - a));
        }
        if (best[i] === 1) open -= 1;
      }
    }
    return best.reduce((sum, value) => sum + value, 0);
  }

  function allTerms(doc: number): string[][] {
    return Array.from({length: FIELD_COUNT}, (_, field) => fieldTerms(doc, field));
  }

  function hasPhrase(doc: number, phrase: string[]): boolean {
    return allTerms(doc).some((list) =>
      list.some((_, start) => phrase.every((word, offset) => list[start + offset] === word)),
    );
  }

  function toHit(
    item: Ranked,
    words: QueryWord[],
    matcher: TermMatcher,
    params: SearchParams & typeof INDEX_DEFAULTS,
  ): Hit {
    const record = records[item.doc]!;
    const {type} = item;
    const content = type === 'content' ? record.content : null;
    const full: Record<string, unknown> = {
      objectID: record.objectID,
      url: `${base}${record.path}${record.anchor ? `#${record.anchor}` : ''}`,
      url_without_anchor: `${base}${record.path}`,
      anchor: record.anchor,
      type,
      hierarchy: {...record.hierarchy},
      content,
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
      weight: {pageRank: 0, level: type === 'content' ? 0 : LEVEL_WEIGHT(record.level), position: record.position},
    };
    const pre = params.highlightPreTag;
    const post = params.highlightPostTag;
    const toHighlight = new Set<string>(params.attributesToHighlight);
    const wants = (attribute: string) =>
      toHighlight.has('*') ||
      toHighlight.has(attribute) ||
      (attribute.startsWith('hierarchy.') && toHighlight.has('hierarchy'));
    // Highlights and snippets are worked out when read: the modal reads a
    // few of them, the search page others, and a section's text can be long.
    const highlightResult: Record<string, unknown> = {};
    const hierarchyHighlight: Record<string, Marked> = {};
    for (const level of LEVELS) {
      const value = record.hierarchy[level];
      if (value != null && wants(`hierarchy.${level}`))
        lazy(hierarchyHighlight, level, () => highlight(value, words, pre, post, matcher));
    }
    if (Object.keys(hierarchyHighlight).length > 0) highlightResult.hierarchy = hierarchyHighlight;
    if (content != null && wants('content'))
      lazy(highlightResult, 'content', () => highlight(content, words, pre, post, matcher));

    const sizes = snippetSizes(params.attributesToSnippet);
    const snippetResult: Record<string, unknown> = {};
    const hierarchySnippet: Record<string, unknown> = {};
    const ellipsis = params.snippetEllipsisText;
    for (const level of LEVELS) {
      const value = record.hierarchy[level];
      const size = sizes.get(`hierarchy.${level}`) ?? sizes.get('hierarchy');
      if (value != null && size)
        lazy(hierarchySnippet, level, () => snippet(value, words, size, pre, post, ellipsis, matcher));
    }
    if (Object.keys(hierarchySnippet).length > 0) snippetResult.hierarchy = hierarchySnippet;
    const contentSize = sizes.get('content');
    if (content != null && contentSize)
      lazy(snippetResult, 'content', () => snippet(content, words, contentSize, pre, post, ellipsis, matcher));
    return {
      ...pick(full, params.attributesToRetrieve),
      objectID: record.objectID,
      _highlightResult: highlightResult,
      _snippetResult: snippetResult,
    } as Hit;
  }

  function search(input: SearchParams, indexName = ''): SearchResponse {
    const started = Date.now();
    const params = {
      ...INDEX_DEFAULTS,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    } as SearchParams & typeof INDEX_DEFAULTS;
    const query = typeof input.query === 'string' ? input.query : '';
    const hitsPerPage = Math.max(0, Math.min(1000, Math.floor(Number(params.hitsPerPage)) || 0));
    const page = Math.max(0, Math.floor(Number(input.page ?? 0)) || 0);
    const {words, excluded, phrases} = parseQuery(query, Boolean(input.advancedSyntax));
    const allowed = allowedByFilters(input.facetFilters);
    const typeFilters = (typeof input.facetFilters === 'string' ? [input.facetFilters] : (input.facetFilters ?? []))
      .map((entry) => (Array.isArray(entry) ? entry : [entry]))
      .filter((entry) => entry.some((filter) => filter.trim().startsWith('type:')));

    // --- Match: walk the postings of every term each query word expands to.
    currentStamp += 1;
    if (currentStamp === 0xffffffff) {
      stamp.fill(0);
      currentStamp = 1;
    }
    const n = words.length;
    const touched: number[] = [];
    const plans = words.map(plan);
    for (let w = 0; w < n; w += 1) stateFor(w);
    plans.forEach(({expansions}, index) => {
      const state = states[index]!;
      for (const {posting, typos, exact} of expansions) {
        for (let i = 0; i < posting.length; i += 1) {
          const doc = posting[i]! >>> 8;
          if (allowed && !allowed[doc]) continue;
          if (stamp[doc] !== currentStamp) {
            stamp[doc] = currentStamp;
            touched.push(doc);
            wordsMatched[doc] = 0;
            for (let w = 0; w < n; w += 1) {
              const other = states[w]!;
              other.typos[doc] = NO_MATCH;
              other.headTypos[doc] = NO_MATCH;
              other.attribute[doc] = NO_MATCH;
              other.headAttribute[doc] = NO_MATCH;
              other.exact[doc] = 0;
            }
          }
          const mask = posting[i]! & 255;
          if (state.typos[doc] === NO_MATCH) wordsMatched[doc]! += 1;
          if (typos < state.typos[doc]!) state.typos[doc] = typos;
          const field = firstField(mask);
          if (field < state.attribute[doc]!) state.attribute[doc] = field;
          if (exact) state.exact[doc]! |= 1;
          const head = mask & headingMask[doc]!;
          if (head) {
            if (typos < state.headTypos[doc]!) state.headTypos[doc] = typos;
            const headField = firstField(head);
            if (headField < state.headAttribute[doc]!) state.headAttribute[doc] = headField;
            if (exact) state.exact[doc]! |= 2;
          }
        }
      }
    });
    // Highlights mark exactly the terms the search matched.
    const matcher: TermMatcher = (term) =>
      words.flatMap((query, index) => {
        if (!plans[index]!.accepts(term)) return [];
        const match = matchWord(query, term);
        return [{word: query.word, prefixLength: match ? match.prefixLength : term.length}];
      });

    // --- Rank. A section stands for two DocSearch records, its heading
    // (hierarchy only) and its text (hierarchy and content); the better of
    // the two is the hit. Every criterion but proximity is packed in one
    // number, smaller is better: words, typos, attribute | exact, level, position.
    const required = touched.some((doc) => wordsMatched[doc] === n) ? n : 1; // else as many words as possible
    const PREFIX_UNIT = 64 * 8 * 4096;
    const encode = (
      wordCount: number,
      typos: number,
      attribute: number,
      exact: number,
      levelRank: number,
      position: number,
    ) =>
      (((n - wordCount) * 128 + typos) * 16 + attribute) * PREFIX_UNIT +
      (n - exact) * 8 * 4096 +
      levelRank * 4096 +
      Math.min(position, 4095);
    const candidates: Candidates = {doc: [], key: [], heading: []};
    if (n === 0) {
      // Algolia answers an empty query with every record.
      records.forEach((record, doc) => {
        if (allowed && !allowed[doc]) return;
        candidates.doc.push(doc);
        candidates.key.push(record.level * 4096 + Math.min(record.position, 4095));
        candidates.heading.push(1);
      });
    }
    for (const doc of touched) {
      if (wordsMatched[doc]! < required) continue;
      const record = records[doc]!;
      let headWords = 0,
        headTypos = 0,
        headAttribute = NO_MATCH,
        headExact = 0;
      let allWords = 0,
        allTypos = 0,
        allAttribute = NO_MATCH,
        allExact = 0;
      for (let w = 0; w < n; w += 1) {
        const state = states[w]!;
        const typos = state.typos[doc]!;
        if (typos !== NO_MATCH) {
          allWords += 1;
          allTypos += typos;
          allAttribute = Math.min(allAttribute, state.attribute[doc]!);
          allExact += state.exact[doc]! & 1;
        }
        const headTyposOfWord = state.headTypos[doc]!;
        if (headTyposOfWord !== NO_MATCH) {
          headWords += 1;
          headTypos += headTyposOfWord;
          headAttribute = Math.min(headAttribute, state.headAttribute[doc]!);
          headExact += (state.exact[doc]! & 2) >> 1;
        }
      }
      // levelRank: page title 1 … h6 6, text 7.
      const headingKey =
        headWords >= required
          ? encode(headWords, headTypos, headAttribute, headExact, record.level, record.position)
          : Infinity;
      const contentKey = record.content
        ? encode(allWords, allTypos, allAttribute, allExact, 7, record.position)
        : Infinity;
      if (headingKey === Infinity && contentKey === Infinity) continue;
      candidates.doc.push(doc);
      candidates.key.push(Math.min(headingKey, contentKey));
      candidates.heading.push(headingKey <= contentKey ? 1 : 0);
    }
    const typeOf = (index: number) =>
      candidates.heading[index] ? `lvl${records[candidates.doc[index]!]!.level}` : 'content';

    // --- Filter what the postings cannot tell: -words, "phrases", type:, one hit per URL.
    let kept = candidates.doc.map((_, index) => index);
    if (excluded.length > 0 || phrases.length > 0) {
      kept = kept.filter((index) => {
        const doc = candidates.doc[index]!;
        const all = new Set(allTerms(doc).flat());
        return excluded.every((word) => !all.has(word)) && phrases.every((phrase) => hasPhrase(doc, phrase));
      });
    }
    if (typeFilters.length > 0) {
      kept = kept.filter((index) => passesFacetFilters(records[candidates.doc[index]!]!, typeOf(index), typeFilters));
    }
    const bestOfGroup = new Map<number, number>();
    kept = kept.filter((index) => {
      const id = group[candidates.doc[index]!]!;
      if (groupSize[id] === 1) return true;
      const best = bestOfGroup.get(id);
      if (best === undefined || topIndexes(candidates, [best, index], 1)[0] === index) bestOfGroup.set(id, index);
      return false;
    });
    kept.push(...bestOfGroup.values());

    // --- Order the hits up to the requested page.
    const needed = Math.min(kept.length, (page + 1) * hitsPerPage);
    let top = topIndexes(candidates, kept, needed);
    if (n > 1 && needed > 0) {
      // Proximity comes after words, typos and attribute: work it out for
      // every candidate that could still reach the page asked for.
      const prefixOf = (index: number) => Math.floor(candidates.key[index]! / PREFIX_UNIT);
      const boundary = prefixOf(top[top.length - 1]!);
      const contenders = kept.filter((index) => prefixOf(index) <= boundary);
      if (contenders.length <= MAX_PROXIMITY_CANDIDATES) {
        const near = new Map(
          contenders.map((index) => [index, proximity(candidates.doc[index]!, candidates.heading[index] === 1, plans)]),
        );
        top = contenders
          .sort(
            (a, b) =>
              prefixOf(a) - prefixOf(b) ||
              near.get(a)! - near.get(b)! ||
              candidates.key[a]! - candidates.key[b]! ||
              candidates.doc[a]! - candidates.doc[b]!,
          )
          .slice(0, needed);
      }
    }
    const shown: Ranked[] = top
      .slice(page * hitsPerPage)
      .map((index) => ({doc: candidates.doc[index]!, type: typeOf(index)}));

    const response: SearchResponse = {
      hits: shown.map((item) => toHit(item, words, matcher, params)),
      nbHits: kept.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(kept.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: {nbHits: true, facetsCount: true},
      query,
      params: new URLSearchParams(
        Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      ).toString(),
      index: indexName,
      processingTimeMS: Date.now() - started,
      renderingContent: {},
    };
    const requested =
      input.facets === undefined ? [] : typeof input.facets === 'string' ? [input.facets] : input.facets;
    if (requested.length > 0) {
      const names = requested.includes('*')
        ? [...FACETS]
        : requested.filter((name) => (FACETS as readonly string[]).includes(name));
      response.facets = {};
      for (const name of names) {
        const counts: Record<string, number> = {};
        for (const index of kept) {
          const value =
            name === 'type'
              ? typeOf(index)
              : (records[candidates.doc[index]!] as unknown as Record<string, string>)[name]!;
          counts[value] = (counts[value] ?? 0) + 1;
        }
        response.facets[name] = counts;
      }
    }
    return response;
  }

  return {search, size: count};
}
