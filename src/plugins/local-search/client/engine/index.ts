import {unpackIndex, type SearchIndexFile, type SectionRecord} from '../../indexFormat';
import {countFacets, createRecordFilter, passesFacetFilters, requestedFacets, typeFiltersOf} from './facets';
import {distinctByUrl, groupByUrl} from './distinct';
import {createFieldTerms} from './fields';
import {toHit} from './hits';
import {createMatcher} from './matching';
import {buildPostings} from './postings';
import {withIndexDefaults, type SearchParams, type SearchResponse} from './protocol';
import {parseQuery, satisfiesSyntax} from './query';
import {orderBest, rankCandidates} from './ranking';
import {matcherOfPlans, planWord} from './terms';
import {cachedNormalize} from './words';

export {INDEX_DEFAULTS, type Hit, type SearchParams, type SearchResponse} from './protocol';

/**
 * Answers Algolia search requests from the local index, the way the DocSearch
 * crawler configures Docusaurus indices (deploy/docsearch-crawler.js). One
 * request goes through:
 *   query.ts     words, prefix, "phrases" and -exclusions
 *   terms.ts     each word → the indexed terms it matches, with typos
 *   postings.ts  (built once) each term → the records and fields holding it
 *   matching.ts  per record and word: typos, best attribute, exactness
 *   ranking.ts   words, typo, attribute, proximity, exact, custom
 *   facets.ts    facetFilters, and facet counts
 *   distinct.ts  one hit per URL
 *   hits.ts      the hits, with highlight.ts's highlights and snippets
 * This module loads in its own chunk, when search is first used.
 */

export type Engine = {
  search(params: SearchParams, indexName?: string): SearchResponse;
  readonly size: number;
};

export function createEngine(source: SearchIndexFile | SectionRecord[], origin: string): Engine {
  const records = Array.isArray(source) ? source : unpackIndex(source);
  const base = origin.replace(/\/$/, '');
  const norm = cachedNormalize();
  const postings = buildPostings(records, norm);
  const groups = groupByUrl(records);
  const fieldTerms = createFieldTerms(records, norm);
  const matcher = createMatcher(records);
  const recordFilter = createRecordFilter(records);

  function search(input: SearchParams, indexName = ''): SearchResponse {
    const started = Date.now();
    const params = withIndexDefaults(input);
    const query = typeof input.query === 'string' ? input.query : '';
    const hitsPerPage = Math.max(0, Math.min(1000, Math.floor(Number(params.hitsPerPage)) || 0));
    const page = Math.max(0, Math.floor(Number(input.page ?? 0)) || 0);
    const parsed = parseQuery(query, Boolean(input.advancedSyntax));
    const {words} = parsed;
    const allowed = recordFilter(input.facetFilters);

    const plans = words.map((word) => planWord(postings, word));
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
    const shown = orderBest(candidates, kept, needed, plans, fieldTerms).slice(page * hitsPerPage);
    const termMatcher = matcherOfPlans(words, plans);

    const response: SearchResponse = {
      hits: shown.map((index) =>
        toHit(records[candidates.doc[index]], typeOf(index), base, words, termMatcher, params),
      ),
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

  return {search, size: records.length};
}
