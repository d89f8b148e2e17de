import type {Engine, SearchParams, SearchResponse} from './engine';
import type {ShardedIndexHead} from '../indexShards';

/**
 * A stand-in for Algolia's lite client (`algoliasearch/lite`) that answers
 * from the local index. DocSearch's modal and the search page's
 * algoliasearch-helper only call `search`, in its two forms:
 *   search({requests: [{indexName, query, ...params}]})   (modal, v5 form)
 *   search([{indexName, params: {query, ...}}])             (helper, legacy form)
 * The engine and the index are loaded when search is first used (the modal
 * opens, or a first search), never with the page.
 */

export type LocalSearchClient = {
  appId: string;
  transporter: {algoliaAgent: {value: string; add(segment: {segment: string; version?: string}): void}};
  addAlgoliaAgent(segment: string, version?: string): void;
  search(request: unknown): Promise<{results: SearchResponse[]}>;
  searchForHits(request: unknown): Promise<{results: SearchResponse[]}>;
  clearCache(): Promise<void>;
  /** Starts loading the index and the engine ahead of the first search. */
  prefetch(): void;
};

/**
 * DocSearch shows "Unable to fetch results" only for errors named RetryError
 * (Algolia's "all hosts unreachable"), so a missing index reports itself so.
 */
export class SearchIndexUnavailableError extends Error {
  override name = 'RetryError';
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
  }
}

type Request = {indexName: string; params: SearchParams};

function parseParams(params: unknown): SearchParams {
  if (typeof params === 'string') {
    // Legacy URL-encoded form: each value is JSON when it is not a plain string.
    const out: SearchParams = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        out[key] = JSON.parse(value);
      } catch {
        out[key] = value;
      }
    }
    return out;
  }
  return params && typeof params === 'object' ? {...(params as SearchParams)} : {};
}

/** Both request shapes, normalised to {indexName, params}. */
export function normalizeRequests(request: unknown): Request[] {
  const list: unknown = Array.isArray(request) ? request : (request as {requests?: unknown} | null)?.requests;
  if (!Array.isArray(list)) throw new TypeError('search() expects {requests: [...]} or an array of queries');
  return list.map((entry: Record<string, unknown>) => {
    const {indexName, params, ...inline} = entry ?? {};
    // Both callers send a string name (the cast says so to the linter); String() keeps anything else as before.
    return {indexName: String((indexName as string | undefined) ?? ''), params: {...inline, ...parseParams(params)}};
  });
}

export function createLocalSearchClient(loadEngine: () => Promise<Engine>): LocalSearchClient {
  let engine: Promise<Engine> | null = null;
  const agent = {value: 'BUI local search', add: () => {}};
  const ensureEngine = () =>
    (engine ??= loadEngine().catch((error: unknown) => {
      engine = null; // the next keystroke tries again
      throw error;
    }));
  const run = async (request: unknown) => {
    const requests = normalizeRequests(request);
    const loaded = await ensureEngine();
    return {results: await Promise.all(requests.map(async ({indexName, params}) => loaded.search(params, indexName)))};
  };
  return {
    appId: 'local',
    transporter: {algoliaAgent: agent},
    addAlgoliaAgent: () => {},
    search: run,
    searchForHits: run,
    clearCache: async () => {},
    prefetch: () => {
      ensureEngine().catch(() => {}); // a search will report the failure
    },
  };
}

/** How many hits of each lvl0 DocSearch's modal shows when its maxResultsPerGroup is not set (4.7.0). */
export const DOCSEARCH_RESULTS_PER_GROUP = 5;

/**
 * The client as DocSearch's modal gets it: each request also asks for no more
 * hits of a lvl0 than the modal shows (the engine's maxResultsPerGroup), so
 * the text of hits it would drop is never fetched. The search page gets the
 * client itself.
 */
export function forDocSearchModal(
  client: LocalSearchClient,
  maxResultsPerGroup = DOCSEARCH_RESULTS_PER_GROUP,
): LocalSearchClient {
  const search = (request: unknown) =>
    client.search({
      requests: normalizeRequests(request).map(({indexName, params}) => ({
        indexName,
        params: {...params, maxResultsPerGroup},
      })),
    });
  return {...client, search, searchForHits: search};
}

/** A JSON file of the index; any failure is the index being unavailable, as DocSearch reports it. */
async function fetchIndexJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {credentials: 'same-origin'});
  } catch (error) {
    throw new SearchIndexUnavailableError(`Could not load the search index ${url}`, {cause: error});
  }
  if (!response.ok)
    throw new SearchIndexUnavailableError(`Could not load the search index ${url} (HTTP ${response.status})`);
  try {
    return await response.json();
  } catch (error) {
    throw new SearchIndexUnavailableError(`The search index ${url} is not valid JSON`, {cause: error});
  }
}

/**
 * In the browser: fetch the index's head and the engine's code in parallel.
 * The index's other parts, beside the head, are fetched as searches need
 * them. The production build and the development server serve the same
 * split index (src/plugins/local-search/build.ts).
 */
export async function loadEngineFromUrl(indexUrl: string, origin: string): Promise<Engine> {
  const started = performance.now();
  const [head, {createShardedEngine}] = await Promise.all([fetchIndexJson(indexUrl), import('./engine')]);
  const loaded = performance.now();
  const folder = indexUrl.slice(0, indexUrl.split('?')[0].lastIndexOf('/') + 1);
  try {
    return createShardedEngine(head as ShardedIndexHead, (name) => fetchIndexJson(folder + name), origin);
  } catch (error) {
    throw new SearchIndexUnavailableError(`The search index ${indexUrl} could not be read`, {cause: error});
  } finally {
    // Visible in the browser's performance tools, and read by the benchmark.
    performance.measure?.('bui-search: load index and engine', {start: started, end: loaded});
    performance.measure?.('bui-search: build engine', {start: loaded, end: performance.now()});
  }
}

const shared = new Map<string, LocalSearchClient>();

/**
 * One client per index URL, shared by the modal and the search page. Safe to
 * create while rendering on the server: nothing is read before a search.
 */
export function localSearchClientFor(indexUrl: string): LocalSearchClient {
  let client = shared.get(indexUrl);
  if (!client) {
    client = createLocalSearchClient(() => loadEngineFromUrl(indexUrl, window.location.origin));
    shared.set(indexUrl, client);
  }
  return client;
}
