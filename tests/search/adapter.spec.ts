import algoliaSearchHelper from 'algoliasearch-helper';
import {expect, test} from '@playwright/test';
import {createLocalSearchClient, normalizeRequests, SearchIndexUnavailableError} from '../../src/search/client';
import {createEngine} from '../../src/search/engine';
import {unpackIndex} from '../../src/search/indexFormat';
import {fixtureClient, fixtureEngine, fixtureIndex, modalRequest, ORIGIN, pathsOf} from './fixtures';

/**
 * The answer contract of the local stand-in for Algolia's lite client, as the
 * DocSearch modal and the search page's algoliasearch-helper read it. Node
 * only: no page fixture.
 */

type AnyHit = Record<string, any>;

test.describe('requests', () => {
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
    expect(results[0]!.query).toBe('modal');
    expect(results[1]!.query).toBe('colours');
  });
});

test.describe('what the DocSearch modal reads', () => {
  test('hits carry objectID, an absolute url, type, lvl0–lvl6, content and nbHits', async () => {
    const {results} = await fixtureClient().search(modalRequest('dialog'));
    const result = results[0]!;
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.length).toBe(Math.min(20, result.nbHits));
    for (const hit of result.hits as AnyHit[]) {
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
    const {results} = await fixtureClient().search(modalRequest('keyboard'));
    const hit = results[0]!.hits[0] as AnyHit;
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
    const title = (await fixtureClient().search(modalRequest('colours'))).results[0]!.hits[0] as AnyHit;
    expect(title.type).toBe('lvl1');
    expect(title.url).toBe(`${ORIGIN}/docs/foundations/colours`);
  });

  test('highlights with the tags asked for, snippets to 15 words with the ellipsis', async () => {
    const {results} = await fixtureClient().search(modalRequest('trigger'));
    const hit = results[0]!.hits[0] as AnyHit;
    expect(hit.type).toBe('content');
    expect(hit._highlightResult.content.value).toContain('<mark>trigger</mark>');
    expect(hit._highlightResult.content.matchLevel).toBe('full');
    expect(hit._highlightResult.content.matchedWords).toEqual(['trigger']);
    const snippet: string = hit._snippetResult.content.value;
    expect(snippet).toContain('<mark>trigger</mark>');
    expect(snippet.replace(/<\/?mark>/g, '').match(/[\p{L}\p{N}]+/gu)!.length).toBe(15);
    expect(snippet.startsWith('…') || snippet.endsWith('…')).toBe(true);
    // Every non-null level has a snippet and a highlight, null levels none.
    expect(Object.keys(hit._snippetResult.hierarchy).sort()).toEqual(['lvl1', 'lvl2']);
    expect(Object.keys(hit._highlightResult.hierarchy).sort()).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({value: 'Modal', matchLevel: 'none', matchedWords: []});
  });

  test('marks only the typed part of a prefix', async () => {
    const {results} = await fixtureClient().search(modalRequest('acces'));
    const hit = results[0]!.hits[0] as AnyHit;
    expect(hit._snippetResult.hierarchy[hit.type].value).toMatch(/^<mark>Acces<\/mark>sibility\b/);
    expect(hit._highlightResult.hierarchy[hit.type].matchLevel).toBe('full');
  });

  test('escapes every text before marking it, in hierarchy, content and snippets', async () => {
    const {results} = await fixtureClient().search(modalRequest('welcome plain'));
    const hit = results[0]!.hits[0] as AnyHit;
    expect(hit.hierarchy.lvl1).toBe('Welcome to BUI & its <docs>');
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>Welcome</mark> to BUI &amp; its &lt;docs&gt;');
    expect(hit._snippetResult.hierarchy.lvl1.value).toBe('<mark>Welcome</mark> to BUI &amp; its &lt;docs&gt;');
    const content = (await fixtureClient().search(modalRequest('markup'))).results[0]!.hits[0] as AnyHit;
    expect(content._snippetResult.content.value).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(content._highlightResult.content.value).not.toMatch(/<(?!\/?mark>)/);
  });

  test('echoes the query exactly, however it is typed', async () => {
    for (const query of ['  Modal  ', '<img src=x onerror=alert(1)>', 'MODAL', '"quoted"', 'ümlaut é']) {
      const {results} = await fixtureClient().search(modalRequest(query));
      expect(results[0]!.query).toBe(query);
    }
  });
});

test.describe('matching, as DocSearch users expect', () => {
  const search = (query: string, extra = {}) => fixtureEngine().search({query, hitsPerPage: 50, ...extra});

  test('the last word matches as a prefix while it is typed, not once a space follows', () => {
    expect(pathsOf(search('sid').hits)).toContain('/docs/components/side-drawer');
    expect(search('sid ').nbHits).toBe(0);
    // Only the last word is a prefix: "sid" matches nothing here, and the hits
    // are those of "drawer" alone (words are dropped when all cannot match).
    const loose = search('sid drawer').hits as AnyHit[];
    expect(loose.length).toBeGreaterThan(0);
    for (const hit of loose) {
      const matched = [hit._highlightResult.content, ...Object.values(hit._highlightResult.hierarchy ?? {})].flatMap(
        (attribute: any) => attribute?.matchedWords ?? [],
      );
      expect(matched).not.toContain('sid');
    }
    expect(pathsOf(search('side draw').hits)[0]).toBe('/docs/components/side-drawer');
  });

  test('one typo from 4 letters, two from 8, none below 4; a swap is one typo', () => {
    expect(pathsOf(search('modl').hits)).toContain('/docs/components/modal'); // 4 letters, 1 deletion
    expect(search('modak').nbHits).toBeGreaterThan(0); // 1 substitution
    expect(search('mdoal').nbHits).toBeGreaterThan(0); // 1 swap
    expect(search('mdaol').nbHits).toBe(0); // 2 typos at 5 letters
    expect(search('tkn').nbHits).toBe(0); // 3 letters: no typo
    expect(pathsOf(search('acessibilty').hits)).toContain('/docs/components/modal'); // 11 letters, 2 typos
    expect(search('acesibilty').nbHits).toBe(0); // 3 typos
  });

  test('fewer typos rank first, even before a better attribute', () => {
    // "model" is in the colours page's text; "Modal", one typo away, is a page title.
    const hits = search('model ').hits as AnyHit[];
    expect(hits[0]).toMatchObject({type: 'content', url: `${ORIGIN}/docs/foundations/colours`});
    expect(pathsOf(hits)).toContain('/docs/components/modal');
    const exact = search('dialog ').hits as AnyHit[];
    const swapped = search('dialgo ').hits as AnyHit[]; // one swap: the same records
    expect(new Set(pathsOf(swapped))).toEqual(new Set(pathsOf(exact)));
  });

  test('headings rank above text, and a page title above its sections', () => {
    const hits = search('modal').hits as AnyHit[];
    expect(hits[0]).toMatchObject({type: 'lvl1', url: `${ORIGIN}/docs/components/modal`});
    // The modal's own sections (lvl1 "Modal") come next, before a heading that mentions it elsewhere...
    const drawerHeading = hits.findIndex((hit) => hit.url.endsWith('#modal-or-side-drawer'));
    const modalSections = hits.filter((hit) => hit.url.startsWith(`${ORIGIN}/docs/components/modal#`));
    expect(modalSections.length).toBeGreaterThan(0);
    expect(hits.indexOf(modalSections.at(-1)!)).toBeLessThan(drawerHeading);
    // ... and a heading ranks before text that merely contains the word.
    const contentHit = hits.findIndex((hit) => hit.type === 'content' && !hit.url.includes('/modal'));
    expect(contentHit === -1 || contentHit > drawerHeading).toBe(true);
  });

  test('all words must match; when none match together, as many as possible', () => {
    expect(pathsOf(search('date range').hits)[0]).toBe('/docs/components/date-range-picker');
    expect(pathsOf(search('date range').hits)).not.toContain('/docs/components/date-picker');
    const loose = search('calendar xylophone').hits as AnyHit[];
    expect(loose.length).toBeGreaterThan(0);
    expect(pathsOf(loose)).toContain('/docs/components/date-picker');
  });

  test('closer words rank first (proximity)', () => {
    const hits = search('date picker').hits as AnyHit[];
    expect(pathsOf(hits).slice(0, 1)).toEqual(['/docs/components/date-picker']);
  });

  test('one hit per URL, and a page is never listed twice at the same anchor', () => {
    const urls = (search('the').hits as AnyHit[]).map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('advanced syntax: "phrases" and -exclusions', () => {
    const phrase = search('"first date"', {advancedSyntax: true}).hits as AnyHit[];
    expect(pathsOf(phrase)).toEqual(['/docs/components/date-range-picker']);
    const without = search('calendar -second', {advancedSyntax: true}).hits as AnyHit[];
    expect(pathsOf(without)).toEqual(['/docs/components/date-picker']);
    // Without advancedSyntax, quotes are just separators.
    expect(search('"first date"').nbHits).toBeGreaterThan(0);
  });

  test('diacritics and case do not matter', () => {
    expect(pathsOf(search('fenetre').hits)).toEqual(['/fr/docs/components/modal']);
    expect(pathsOf(search('FENÊTRE').hits)).toEqual(['/fr/docs/components/modal']);
  });
});

test.describe('facet filters (contextual search)', () => {
  const search = (query: string, facetFilters: unknown) =>
    fixtureEngine().search({query, hitsPerPage: 50, facetFilters: facetFilters as never});

  test('AND between entries, OR inside a nested array', () => {
    const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    const paths = pathsOf(search('modal', contextual).hits);
    expect(paths).toContain('/docs/components/modal');
    expect(paths).not.toContain('/docs/old/modal'); // another docs version
    expect(pathsOf(search('modale', contextual).hits)).not.toContain('/fr/docs/components/modal'); // another language
    expect(pathsOf(search('modal', []).hits)).toContain('/docs/old/modal');
    expect(pathsOf(search('modal', ['docusaurus_tag:docs-default-0.9']).hits)).toEqual(['/docs/old/modal']);
    expect(pathsOf(search('modale', 'language:fr').hits)).toEqual(['/fr/docs/components/modal']);
  });

  test('negation, type filters, and unknown attributes', () => {
    expect(pathsOf(search('modal', ['docusaurus_tag:-docs-default-current']).hits)).toEqual(['/docs/old/modal']);
    const titles = search('modal', ['type:lvl1']).hits as AnyHit[];
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((hit) => hit.type === 'lvl1')).toBe(true);
    expect(search('modal', ['colour:blue']).nbHits).toBe(0);
  });

  test('facet counts, for the search page', () => {
    const result = fixtureEngine().search({query: 'modal', hitsPerPage: 0, facets: ['docusaurus_tag', 'language']});
    expect(result.hits).toEqual([]);
    expect(result.facets!.docusaurus_tag!['docs-default-0.9']).toBe(1);
    expect(result.facets!.language!.en).toBe(result.nbHits - (result.facets!.language!.fr ?? 0));
  });
});

test.describe('pages and counts', () => {
  test('page, hitsPerPage and nbPages slice one ranked list', () => {
    const engine = fixtureEngine();
    const all = engine.search({query: 'the', hitsPerPage: 100});
    expect(all.nbHits).toBeGreaterThan(4);
    const pages = [0, 1, 2, 3].map((page) => engine.search({query: 'the', hitsPerPage: 2, page}));
    expect(pages[0]!.nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect(pages.flatMap((result) => (result.hits as AnyHit[]).map((hit) => hit.objectID))).toEqual(
      (all.hits as AnyHit[]).slice(0, 8).map((hit) => hit.objectID),
    );
    expect(pages[1]!.page).toBe(1);
  });

  test('an empty query lists every record; a query without hits answers an empty list', () => {
    const engine = fixtureEngine();
    expect(engine.search({query: '', hitsPerPage: 1000}).nbHits).toBe(unpackIndex(fixtureIndex).length);
    expect(engine.search({query: 'zzqxj'})).toMatchObject({hits: [], nbHits: 0, nbPages: 0, page: 0});
  });
});

test.describe('loading', () => {
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
    const client = createLocalSearchClient(async () => {
      attempts += 1;
      if (attempts === 1) throw new SearchIndexUnavailableError('HTTP 404');
      return createEngine(fixtureIndex, ORIGIN);
    });
    const failure = await client.search(modalRequest('modal')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toBe('RetryError');
    const {results} = await client.search(modalRequest('modal'));
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(attempts).toBe(2);
  });

  test('exposes the lite client surface DocSearch touches', () => {
    const client = fixtureClient();
    expect(() => client.addAlgoliaAgent('docusaurus', '3.9.1')).not.toThrow();
    expect(typeof client.transporter.algoliaAgent.value).toBe('string');
    expect(typeof client.searchForHits).toBe('function');
  });
});

test.describe('driven by algoliasearch-helper, as the search page drives it', () => {
  function helperFor(client = fixtureClient()) {
    // The search page's own settings (theme-search-algolia 3.9.1 SearchPage).
    const helper = algoliaSearchHelper(client as never, 'bui-docs', {
      hitsPerPage: 15,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    } as never);
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    return helper;
  }

  test('a result echoes the query and carries hits, page, nbHits and nbPages', async () => {
    const helper = helperFor();
    const result = await new Promise<any>((resolve, reject) => {
      helper.on('result', ({results}) => resolve(results));
      helper.on('error', reject);
      helper.setQuery('modal').setPage(0).search();
    });
    expect(result.query).toBe('modal');
    expect(result.page).toBe(0);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 15));
    expect(pathsOf(result.hits)).not.toContain('/docs/old/modal');
    const first = result.hits[0];
    // The search page keeps only non-null levels, last one as the title.
    expect(Object.keys(first._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1']);
    expect(first._highlightResult.hierarchy.lvl1.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">Modal</span>',
    );
    const text = await new Promise<any>((resolve, reject) => {
      helper.removeAllListeners('result');
      helper.on('result', ({results}) => resolve(results));
      helper.on('error', reject);
      helper.setQuery('trigger').setPage(0).search();
    });
    const withText = text.hits.find((hit: AnyHit) => hit._snippetResult?.content);
    // The index's attributesToSnippet (content:10), the helper sends none.
    expect(withText._snippetResult.content.value.replace(/<[^>]+>/g, '').match(/[\p{L}\p{N}]+/gu).length).toBe(10);
  });

  test('a failed search reaches the helper as an error event', async () => {
    const client = createLocalSearchClient(async () => {
      throw new SearchIndexUnavailableError('offline');
    });
    const helper = helperFor(client);
    const error = await new Promise<any>((resolve) => {
      helper.on('error', ({error: failure}) => resolve(failure));
      helper.setQuery('modal').search();
    });
    expect(error.name).toBe('RetryError');
  });
});
