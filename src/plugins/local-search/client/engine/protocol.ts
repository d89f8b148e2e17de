/**
 * The part of Algolia's search API the engine speaks: the parameters DocSearch's
 * modal and the search page's algoliasearch-helper send, and the response
 * fields they read.
 */

/** Algolia parameters the two callers send (DocSearch modal, search page helper). */
export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  advancedSyntax?: boolean;
  /** Ours, not Algolia's: at most this many hits of each lvl0 (index.ts, atMostPerGroup). */
  maxResultsPerGroup?: number;
  [other: string]: unknown;
};

/** AND between entries, OR inside a nested array; "attribute:-value" negates. */
export type FacetFilters = string | (string | string[])[];

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

/** The index settings of deploy/docsearch-crawler.js, for what a request leaves out. */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
} as const;

/** A request's parameters over the index defaults. */
export type ResolvedParams = SearchParams & typeof INDEX_DEFAULTS;

export function withIndexDefaults(input: SearchParams): ResolvedParams {
  return {
    ...INDEX_DEFAULTS,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  } as ResolvedParams;
}
