import {describe, expect, test} from 'vitest';
import {docSearchGroups, fixtureEngine, fixtureIndex, ORIGIN, pathsOf, viewHits} from '../testFixtures';
import type {FacetFilters, SearchParams} from './protocol';

/** The whole engine on the fixture site: what DocSearch users expect of a search. */

describe('matching, as DocSearch users expect', () => {
  const search = (query: string, extra: SearchParams = {}) =>
    fixtureEngine().search({query, hitsPerPage: 50, ...extra});
  const hitsOf = (query: string, extra: SearchParams = {}) => viewHits(search(query, extra).hits);

  test('the last word matches as a prefix while it is typed, not once a space follows', () => {
    expect(pathsOf(search('sid').hits)).toContain('/docs/components/side-drawer');
    expect(search('sid ').nbHits).toBe(0);
    // Only the last word is a prefix: "sid" matches nothing here, and the hits
    // are those of "drawer" alone (words are dropped when all cannot match).
    const loose = hitsOf('sid drawer');
    expect(loose.length).toBeGreaterThan(0);
    for (const hit of loose) {
      const attributes = [hit._highlightResult.content, ...Object.values(hit._highlightResult.hierarchy ?? {})];
      expect(attributes.flatMap((attribute) => attribute?.matchedWords ?? [])).not.toContain('sid');
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
    const hits = hitsOf('model ');
    expect(hits[0]).toMatchObject({type: 'content', url: `${ORIGIN}/docs/foundations/colours`});
    expect(pathsOf(hits)).toContain('/docs/components/modal');
    const exact = hitsOf('dialog ');
    const swapped = hitsOf('dialgo '); // one swap: the same records
    expect(new Set(pathsOf(swapped))).toEqual(new Set(pathsOf(exact)));
  });

  test('headings rank above text, and a page title above its sections', () => {
    const hits = hitsOf('modal');
    expect(hits[0]).toMatchObject({type: 'lvl1', url: `${ORIGIN}/docs/components/modal`});
    // The modal's own sections (lvl1 "Modal") come next, before a heading that mentions it elsewhere...
    const drawerHeading = hits.findIndex((hit) => hit.url.endsWith('#modal-or-side-drawer'));
    const modalSections = hits.filter((hit) => hit.url.startsWith(`${ORIGIN}/docs/components/modal#`));
    expect(modalSections.length).toBeGreaterThan(0);
    expect(hits.lastIndexOf(modalSections[modalSections.length - 1])).toBeLessThan(drawerHeading);
    // ... and a heading ranks before text that merely contains the word.
    const contentHit = hits.findIndex((hit) => hit.type === 'content' && !hit.url.includes('/modal'));
    expect(contentHit === -1 || contentHit > drawerHeading).toBe(true);
  });

  test('all words must match; when none match together, as many as possible', () => {
    expect(pathsOf(search('date range').hits)[0]).toBe('/docs/components/date-range-picker');
    expect(pathsOf(search('date range').hits)).not.toContain('/docs/components/date-picker');
    const loose = search('calendar xylophone').hits;
    expect(loose.length).toBeGreaterThan(0);
    expect(pathsOf(loose)).toContain('/docs/components/date-picker');
  });

  test('closer words rank first (proximity)', () => {
    expect(pathsOf(search('date picker').hits).slice(0, 1)).toEqual(['/docs/components/date-picker']);
  });

  test('one hit per URL, and a page is never listed twice at the same anchor', () => {
    const urls = hitsOf('the').map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('advanced syntax: "phrases" and -exclusions', () => {
    expect(pathsOf(search('"first date"', {advancedSyntax: true}).hits)).toEqual([
      '/docs/components/date-range-picker',
    ]);
    expect(pathsOf(search('calendar -second', {advancedSyntax: true}).hits)).toEqual(['/docs/components/date-picker']);
    // Without advancedSyntax, quotes are just separators.
    expect(search('"first date"').nbHits).toBeGreaterThan(0);
  });

  test('diacritics and case do not matter', () => {
    expect(pathsOf(search('fenetre').hits)).toEqual(['/fr/docs/components/modal']);
    expect(pathsOf(search('FENÊTRE').hits)).toEqual(['/fr/docs/components/modal']);
  });
});

describe('facet filters (contextual search)', () => {
  const search = (query: string, facetFilters: FacetFilters) =>
    fixtureEngine().search({query, hitsPerPage: 50, facetFilters});

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
    const titles = viewHits(search('modal', ['type:lvl1']).hits);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((hit) => hit.type === 'lvl1')).toBe(true);
    expect(search('modal', ['colour:blue']).nbHits).toBe(0);
  });

  test('facet counts, for the search page', () => {
    const result = fixtureEngine().search({query: 'modal', hitsPerPage: 0, facets: ['docusaurus_tag', 'language']});
    expect(result.hits).toEqual([]);
    expect(result.facets?.docusaurus_tag['docs-default-0.9']).toBe(1);
    expect(result.facets?.language.en).toBe(result.nbHits - (result.facets?.language.fr ?? 0));
    // Asked for none: no facets at all; asked only for unknown ones: none counted.
    expect(fixtureEngine().search({query: 'modal'}).facets).toBeUndefined();
    expect(fixtureEngine().search({query: 'modal', facets: ['colour']}).facets).toEqual({});
  });
});

describe('pages and counts', () => {
  test('page, hitsPerPage and nbPages slice one ranked list', () => {
    const engine = fixtureEngine();
    const all = engine.search({query: 'the', hitsPerPage: 100});
    expect(all.nbHits).toBeGreaterThan(4);
    const pages = [0, 1, 2, 3].map((page) => engine.search({query: 'the', hitsPerPage: 2, page}));
    expect(pages[0].nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect(pages.flatMap((result) => result.hits.map((hit) => hit.objectID))).toEqual(
      all.hits.slice(0, 8).map((hit) => hit.objectID),
    );
    expect(pages[1].page).toBe(1);
  });

  test('an empty query lists every record; a query without hits answers an empty list', () => {
    const engine = fixtureEngine();
    expect(engine.search({query: '', hitsPerPage: 1000}).nbHits).toBe(fixtureIndex.records.length);
    expect(engine.search({query: 'zzqxj'})).toMatchObject({hits: [], nbHits: 0, nbPages: 0, page: 0});
  });
});

describe("maxResultsPerGroup (sent by the client for DocSearch's modal)", () => {
  const queries = ['m', 'mo', 'modal', 'd', 'dialog', 'focus', 'side drawer', 'a', 'e', 'token'];

  test('leaves out the hits of a lvl0 after the first N, and nothing else', () => {
    for (const max of [1, 2, 3]) {
      for (const query of queries) {
        const all = fixtureEngine().search({query, hitsPerPage: 20});
        const grouped = fixtureEngine().search({query, hitsPerPage: 20, maxResultsPerGroup: max});
        const groups = docSearchGroups(all.hits, max);
        expect(
          grouped.hits.map((hit) => hit.objectID),
          `"${query}", ${max} per group`,
        ).toEqual(all.hits.map((hit) => hit.objectID).filter((id) => groups.some((group) => group.includes(id))));
        // What the modal shows is the same; the counts still count every hit.
        expect(docSearchGroups(grouped.hits, max)).toEqual(groups);
        expect({nbHits: grouped.nbHits, nbPages: grouped.nbPages}).toEqual({nbHits: all.nbHits, nbPages: all.nbPages});
      }
    }
  });

  test('some query here has more hits in a lvl0 than the modal shows, so the test above tests something', () => {
    const {hits} = fixtureEngine().search({query: 'a', hitsPerPage: 20});
    expect(docSearchGroups(hits, 1).flat().length).toBeLessThan(hits.length);
  });

  test('without it, or with a value that is not a count of at least 1, every hit stays', () => {
    const all = fixtureEngine().search({query: 'a', hitsPerPage: 20}).hits.length;
    for (const max of [undefined, 0, -1, Number.NaN, '2']) {
      expect(
        fixtureEngine().search({query: 'a', hitsPerPage: 20, maxResultsPerGroup: max as number}).hits,
      ).toHaveLength(all);
    }
  });
});
