import type {SectionRecord} from '../../records';
import {countFacets, createRecordFilter, passesFacetFilters, requestedFacets, typeFiltersOf} from './facets';
import {distinctByUrl, groupByUrl, type UrlGroups} from './distinct';
import {createFieldTerms, type FieldTerms} from './fields';
import {toHit} from './hits';
import {createMatcher, type Matcher} from './matching';
import {buildPostings, type Postings} from './postings';
import {withIndexDefaults, type SearchParams, type SearchResponse} from './protocol';
import {parseQuery, satisfiesSyntax} from './query';
import {orderBest, rankCandidates} from './ranking';
import {matcherOfPlans, planWord, type WordPlan} from './terms';
import {cachedNormalize} from './words';

/**
 * One search, as Algolia answers it for the DocSearch crawler's Docusaurus
 * indices (deploy/docsearch-crawler.js). It goes through:
 *   query.ts     words, prefix, "phrases" and -exclusions
 *   terms.ts     each word → the indexed terms it matches, with typos
 *   postings.ts  (built once) each term → the records and fields holding it
 *   matching.ts  per record and word: typos, best attribute, exactness
 *   ranking.ts   words, typo, attribute, proximity, exact, custom
 *   facets.ts    facetFilters, and facet counts
 *   distinct.ts  one hit per URL
 *   hits.ts      the hits, with highlight.ts's highlights and snippets
 * over a SearchContext: sharded.ts gives it the split index, fetched as
 * searches need it (what the site runs); createInMemoryEngine below gives it
 * every record at once (the reference the split index must answer exactly
 * like, in sharded.test.ts, and the engine of the unit tests).
 */

export type Engine = {
  search(params: SearchParams, indexName?: string): SearchResponse | Promise<SearchResponse>;
  readonly size: number;
};

/**
 * What a search runs over. Records in memory give all of it; the split index
 * (sharded.ts) gives stand-ins for what it has not fetched yet and notes what
 * was asked for.
 */
export type SearchContext = {
  /** Per record: level, position, content (truthy when it has text) and facets are always right. */
  records: SectionRecord[];
  postings: Postings;
  groups: UrlGroups;
  fieldTerms: FieldTerms;
  matcher: Matcher;
  recordFilter: (facetFilters: SearchParams['facetFilters']) => Uint8Array | null;
  /** After the words are planned: false stops the search (the split index fetches the postings first). */
  planned?: (plans: WordPlan[]) => boolean;
  /** A record is about to be shown. */
  showing?: (doc: number) => void;
};

export function contextOf(records: SectionRecord[]): SearchContext {
  const norm = cachedNormalize();
  return {
    records,
    postings: buildPostings(records, norm),
    groups: groupByUrl(records),
    fieldTerms: createFieldTerms(records, norm),
    matcher: createMatcher(records),
    recordFilter: createRecordFilter(records),
  };
}

/** One search over a context; null when `planned` stopped it. */
export function searchIn(
  context: SearchContext,
  base: string,
  input: SearchParams,
  indexName: string,
): SearchResponse | null {
  const {records, postings, groups, fieldTerms, matcher, recordFilter} = context;
  const started = Date.now();
  const params = withIndexDefaults(input);
  const query = typeof input.query === 'string' ? input.query : '';
  const hitsPerPage = Math.max(0, Math.min(1000, Math.floor(Number(params.hitsPerPage)) || 0));
  const page = Math.max(0, Math.floor(Number(input.page ?? 0)) || 0);
  const parsed = parseQuery(query, Boolean(input.advancedSyntax));
  const {words} = parsed;
  const allowed = recordFilter(input.facetFilters);

  const plans = words.map((word) => planWord(postings, word));
  if (context.planned && !context.planned(plans)) return null;
  const candidates = rankCandidates(records, matcher.match(plans, allowed), words.length, allowed);
  const typeOf = (index: number) =>
    candidates.heading[index] ? `lvl${records[candidates.doc[index]].level}` : 'content';

  // What the postings cannot tell: -words, "phrases", type:, one hit per URL.
  let kept = candidates.doc.map((_, index) => index);
  if (parsed.excluded.length > 0 || parsed.phrases.length > 0) {
    kept = kept.filter((index) => satisfiesSyntax(fieldTerms.all(candidates.doc[index]), parsed));
  }
  const typeFilters = typeFiltersOf(input.facetFilters);
  if (typeFilters.length > 0) {
    kept = kept.filter((index) => passesFacetFilters(records[candidates.doc[index]], typeOf(index), typeFilters));
  }
  kept = distinctByUrl(groups, candidates, kept);

  const needed = Math.min(kept.length, (page + 1) * hitsPerPage);
  const shown = atMostPerGroup(
    records,
    candidates.doc,
    orderBest(candidates, kept, needed, plans, fieldTerms).slice(page * hitsPerPage),
    input.maxResultsPerGroup,
  );
  const termMatcher = matcherOfPlans(words, plans);
  if (context.showing) for (const index of shown) context.showing(candidates.doc[index]);

  const response: SearchResponse = {
    hits: shown.map((index) => toHit(records[candidates.doc[index]], typeOf(index), base, words, termMatcher, params)),
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
  const facets = requestedFacets(input.facets);
  if (facets) {
    response.facets = countFacets(
      facets,
      kept.map((index) => ({record: records[candidates.doc[index]], type: typeOf(index)})),
    );
  }
  return response;
}

/**
 * `maxResultsPerGroup` is not Algolia's: the local client for DocSearch's
 * modal sends it (searchClient.ts), as the modal shows no more than that many
 * hits of each lvl0 and drops the rest. Leaving them out here gives the modal
 * the same hits to show, and the split index need not fetch their text.
 * nbHits and nbPages still count them.
 */
function atMostPerGroup(records: SectionRecord[], docs: ArrayLike<number>, shown: number[], max: unknown): number[] {
  if (typeof max !== 'number' || !(max >= 1)) return shown;
  const counts = new Map<string, number>();
  return shown.filter((index) => {
    const group = records[docs[index]].hierarchy.lvl0;
    const count = counts.get(group) ?? 0;
    counts.set(group, count + 1);
    return count < max;
  });
}

/** An engine with every record in memory answers at once. */
export type InMemoryEngine = Omit<Engine, 'search'> & {
  search(params: SearchParams, indexName?: string): SearchResponse;
};

/** The engine over records in memory (recordsOfPages), answering as the split index's does. */
export function createInMemoryEngine(records: SectionRecord[], origin: string): InMemoryEngine {
  const base = origin.replace(/\/$/, '');
  const context = contextOf(records);
  return {
    search: (params: SearchParams, indexName = ''): SearchResponse =>
      searchIn(context, base, params, indexName) as SearchResponse,
    size: records.length,
  };
}
