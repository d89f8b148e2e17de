import algoliaSearchHelper, {type SearchResults} from 'algoliasearch-helper';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {splitIndex} from '../build';
import {createInMemoryEngine} from './engine/search';
import {
  createLocalSearchClient,
  DOCSEARCH_RESULTS_PER_GROUP,
  forDocSearchModal,
  loadEngineFromUrl,
  normalizeRequests,
  SearchIndexUnavailableError,
} from './searchClient';
import {
  docSearchGroups,
  fixtureClient,
  fixtureIndex,
  fixturePages,
  modalRequest,
  ORIGIN,
  pathsOf,
  viewHits,
} from './testFixtures';

/**
 * The answer contract of the local stand-in for Algolia's lite client, as the
 * DocSearch modal and the search page's algoliasearch-helper read it.
 */

async function firstHits(query: string) {
  const {results} = await fixtureClient().search(modalRequest(query));
  return viewHits(results[0].hits);
}

describe('requests', () => {
  test('accepts the v5 form, the legacy form, and URL-encoded legacy params', () => {
    expect(normalizeRequests({requests: [{indexName: 'i', query: 'a', hitsPerPage: 3}]})).toEqual([
      {indexName: 'i', params: {query: 'a', hitsPerPage: 3}},
    ]);
    expect(normalizeRequests([{indexName: 'i', params: {query: 'b', page: 2}}])).toEqual([
      {indexName: 'i', params: {query: 'b', page: 2}},
    ]);
    expect(
      normalizeRequests([{indexName: 'i', params: 'query=c&hitsPerPage=5&facetFilters=%5B%22language%3Aen%22%5D'}]),
    ).toEqual([{indexName: 'i', params: {query: 'c', hitsPerPage: 5, facetFilters: ['language:en']}}]);
    expect(() => normalizeRequests({nope: true})).toThrow(TypeError);
  });

  test('answers every request of a batch, in order', async () => {
    const client = fixtureClient();
    const {results} = await client.search({
      requests: [...modalRequest('modal').requests, ...modalRequest('colours').requests],
    });
    expect(results).toHaveLength(2);
    expect(results[0].query).toBe('modal');
    expect(results[1].query).toBe('colours');
  });
});

describe("the client for DocSearch's modal", () => {
  test('asks for no more hits of a lvl0 than the modal shows, in both request forms', async () => {
    const seen: unknown[] = [];
    const client = fixtureClient();
    const spied = {...client, search: (request: unknown) => (seen.push(request), client.search(request))};
    const modalClient = forDocSearchModal(spied);
    await modalClient.search(modalRequest('a'));
    await modalClient.searchForHits([{indexName: 'i', params: {query: 'b'}}]);
    expect(normalizeRequests(seen[0])[0].params.maxResultsPerGroup).toBe(DOCSEARCH_RESULTS_PER_GROUP);
    expect(normalizeRequests(seen[1])[0]).toEqual({indexName: 'i', params: {query: 'b', maxResultsPerGroup: 5}});
    await forDocSearchModal(spied, 2).search(modalRequest('a'));
    expect(normalizeRequests(seen[2])[0].params.maxResultsPerGroup).toBe(2);
  });

  test('the modal shows the same hits through it as through the client itself', async () => {
    for (const query of ['a', 'd', 'mo', 'focus', 'date r']) {
      const direct = (await fixtureClient().search(modalRequest(query))).results[0];
      const grouped = (await forDocSearchModal(fixtureClient(), 2).search(modalRequest(query))).results[0];
      expect(docSearchGroups(grouped.hits, 2)).toEqual(docSearchGroups(direct.hits, 2));
      expect(grouped.nbHits).toBe(direct.nbHits);
    }
  });
});

describe('what the DocSearch modal reads', () => {
  test('hits carry objectID, an absolute url, type, lvl0–lvl6, content and nbHits', async () => {
    const {results} = await fixtureClient().search(modalRequest('dialog'));
    const [result] = results;
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.length).toBe(Math.min(20, result.nbHits));
    for (const hit of viewHits(result.hits)) {
      expect(typeof hit.objectID).toBe('string');
      expect(hit.url).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(hit.type).toMatch(/^(lvl[1-6]|content)$/);
      expect(Object.keys(hit.hierarchy).sort()).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
      expect(hit.hierarchy.lvl0).toBeTruthy();
      expect(hit.hierarchy.lvl1).toBeTruthy();
      if (hit.type === 'content') expect(typeof hit.content).toBe('string');
      else expect(hit.content).toBeNull();
      // attributesToRetrieve is honoured: nothing it did not ask for.
      expect(Object.keys(hit).sort()).toEqual([
        '_highlightResult',
        '_snippetResult',
        'content',
        'hierarchy',
        'objectID',
        'type',
        'url',
      ]);
    }
  });

  test('a heading hit links to its anchor, a page title hit to the page', async () => {
    const [hit] = await firstHits('keyboard');
    expect(hit.type).toBe('lvl3');
    expect(hit.url).toBe(`${ORIGIN}/docs/components/modal#keyboard`);
    expect(hit.hierarchy).toEqual({
      lvl0: 'Components',
      lvl1: 'Modal',
      lvl2: 'Accessibility',
      lvl3: 'Keyboard',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const [title] = await firstHits('colours');
    expect(title.type).toBe('lvl1');
    expect(title.url).toBe(`${ORIGIN}/docs/foundations/colours`);
  });

  test('highlights with the tags asked for, snippets to 15 words with the ellipsis', async () => {
    const [hit] = await firstHits('trigger');
    expect(hit.type).toBe('content');
    expect(hit._highlightResult.content?.value).toContain('<mark>trigger</mark>');
    expect(hit._highlightResult.content?.matchLevel).toBe('full');
    expect(hit._highlightResult.content?.matchedWords).toEqual(['trigger']);
    const snippet = hit._snippetResult.content?.value ?? '';
    expect(snippet).toContain('<mark>trigger</mark>');
    expect(snippet.replace(/<\/?mark>/g, '').match(/[\p{L}\p{N}]+/gu)).toHaveLength(15);
    expect(snippet.startsWith('…') || snippet.endsWith('…')).toBe(true);
    // Every non-null level has a snippet and a highlight, null levels none.
    expect(Object.keys(hit._snippetResult.hierarchy ?? {}).sort()).toEqual(['lvl1', 'lvl2']);
    expect(Object.keys(hit._highlightResult.hierarchy ?? {}).sort()).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hit._highlightResult.hierarchy?.lvl1).toMatchObject({value: 'Modal', matchLevel: 'none', matchedWords: []});
  });

  test('marks only the typed part of a prefix', async () => {
    const [hit] = await firstHits('acces');
    expect(hit._snippetResult.hierarchy?.[hit.type]?.value).toMatch(/^<mark>Acces<\/mark>sibility\b/);
    expect(hit._highlightResult.hierarchy?.[hit.type]?.matchLevel).toBe('full');
  });

  test('escapes every text before marking it, in hierarchy, content and snippets', async () => {
    const [hit] = await firstHits('welcome plain');
    expect(hit.hierarchy.lvl1).toBe('Welcome to BUI & its <docs>');
    expect(hit._highlightResult.hierarchy?.lvl1?.value).toBe('<mark>Welcome</mark> to BUI &amp; its &lt;docs&gt;');
    expect(hit._snippetResult.hierarchy?.lvl1?.value).toBe('<mark>Welcome</mark> to BUI &amp; its &lt;docs&gt;');
    const [content] = await firstHits('markup');
    expect(content._snippetResult.content?.value).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(content._highlightResult.content?.value).not.toMatch(/<(?!\/?mark>)/);
  });

  test('echoes the query exactly, however it is typed', async () => {
    for (const query of ['  Modal  ', '<img src=x onerror=alert(1)>', 'MODAL', '"quoted"', 'ümlaut é']) {
      const {results} = await fixtureClient().search(modalRequest(query));
      expect(results[0].query).toBe(query);
    }
  });
});

describe('loading', () => {
  test('nothing is loaded until the first search, and only once for concurrent searches', async () => {
    const loads = {count: 0};
    const client = fixtureClient(loads);
    expect(loads.count).toBe(0);
    await Promise.all([client.search(modalRequest('modal')), client.search(modalRequest('date'))]);
    await client.search(modalRequest('colours'));
    expect(loads.count).toBe(1);
  });

  test('an index that cannot be loaded fails as RetryError, the error DocSearch shows; the next search tries again', async () => {
    let attempts = 0;
    const client = createLocalSearchClient(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new SearchIndexUnavailableError('HTTP 404'));
      return Promise.resolve(createInMemoryEngine(fixtureIndex.records, ORIGIN));
    });
    const failure = await client.search(modalRequest('modal')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toBe('RetryError');
    const {results} = await client.search(modalRequest('modal'));
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(attempts).toBe(2);
  });

  describe('the split index, fetched as the browser does', () => {
    const {head, parts} = splitIndex(fixturePages);
    afterEach(() => vi.unstubAllGlobals());
    /** Serves the head at /search-index.json?v=1 and its parts beside it; `missing` parts answer 404. */
    const serve = (missing: (name: string) => boolean) => {
      const requested: string[] = [];
      vi.stubGlobal('fetch', (url: string) => {
        requested.push(url);
        const name = url.replace(/^\//, '');
        const text = url.startsWith('/search-index.json?') ? JSON.stringify(head) : parts.get(name);
        return Promise.resolve(
          text === undefined || missing(name) ? new Response('', {status: 404}) : new Response(text),
        );
      });
      return requested;
    };

    test('the head first, then only the parts a search needs, beside it', async () => {
      const requested = serve(() => false);
      const client = createLocalSearchClient(() => loadEngineFromUrl('/search-index.json?v=1', ORIGIN));
      const {results} = await client.search(modalRequest('modal'));
      expect(pathsOf(results[0].hits)).toContain('/docs/components/modal');
      expect(requested[0]).toBe('/search-index.json?v=1');
      expect(requested.slice(1).every((url) => url.startsWith(`/search-index/${head.hash}/`))).toBe(true);
      expect(requested.length - 1).toBeLessThan(parts.size);
    });

    test('a part that cannot be fetched fails the search as RetryError, naming it; the next search fetches it', async () => {
      let failing = true;
      serve((name) => failing && /\/r\d+\.json$/.test(name));
      const client = createLocalSearchClient(() => loadEngineFromUrl('/search-index.json?v=1', ORIGIN));
      const failure = await client.search(modalRequest('modal')).catch((error: unknown) => error);
      expect((failure as Error).name).toBe('RetryError');
      expect((failure as Error).message).toMatch(
        /^Could not load the search index \/search-index\/\w+\/r\d+\.json \(HTTP 404\)$/,
      );
      failing = false;
      const {results} = await client.search(modalRequest('modal'));
      expect(results[0].nbHits).toBeGreaterThan(0);
    });
  });

  test('exposes the lite client surface DocSearch touches', () => {
    const client = fixtureClient();
    expect(() => client.addAlgoliaAgent('docusaurus', '3.9.1')).not.toThrow();
    expect(typeof client.transporter.algoliaAgent.value).toBe('string');
    expect(typeof client.searchForHits).toBe('function');
  });
});

describe('driven by algoliasearch-helper, as the search page drives it', () => {
  function helperFor(client = fixtureClient()) {
    // The search page's own settings (theme-search-algolia 3.9.1 SearchPage);
    // the helper's types expect Algolia's own client, which ours stands in for.
    const helper = algoliaSearchHelper(client as never, 'bui-docs', {
      hitsPerPage: 15,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    });
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    return helper;
  }

  function resultOf(helper: ReturnType<typeof helperFor>, query: string): Promise<SearchResults> {
    return new Promise((resolve, reject) => {
      helper.removeAllListeners('result');
      helper.removeAllListeners('error');
      helper.on('result', ({results}) => resolve(results));
      helper.on('error', ({error}: {error: unknown}) =>
        reject(error instanceof Error ? error : new Error(String(error))),
      );
      helper.setQuery(query).setPage(0).search();
    });
  }

  test('a result echoes the query and carries hits, page, nbHits and nbPages', async () => {
    const helper = helperFor();
    const result = await resultOf(helper, 'modal');
    expect(result.query).toBe('modal');
    expect(result.page).toBe(0);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 15));
    const hits = viewHits(result.hits);
    expect(pathsOf(hits)).not.toContain('/docs/old/modal');
    // The search page keeps only non-null levels, last one as the title.
    expect(Object.keys(hits[0]._highlightResult.hierarchy ?? {})).toEqual(['lvl0', 'lvl1']);
    expect(hits[0]._highlightResult.hierarchy?.lvl1?.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">Modal</span>',
    );
    const text = viewHits((await resultOf(helper, 'trigger')).hits);
    const withText = text.find((hit) => hit._snippetResult.content);
    // The index's attributesToSnippet (content:10), the helper sends none.
    expect(withText?._snippetResult.content?.value.replace(/<[^>]+>/g, '').match(/[\p{L}\p{N}]+/gu)).toHaveLength(10);
  });

  test('a failed search reaches the helper as an error event', async () => {
    const client = createLocalSearchClient(() => Promise.reject(new SearchIndexUnavailableError('offline')));
    const failure = await resultOf(helperFor(client), 'modal').catch((error: unknown) => error);
    expect((failure as Error).name).toBe('RetryError');
  });
});
