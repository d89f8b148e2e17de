import {describe, expect, test} from 'vitest';
import {recordsOf} from '../testFixtures';
import {
  countFacets,
  createRecordFilter,
  facetValue,
  passesFacetFilters,
  requestedFacets,
  typeFiltersOf,
} from './facets';

describe('facet filters', () => {
  const [english] = recordsOf([[1, 'Modal']], '/docs/modal', {docusaurusTag: 'docs-default-current'});
  const [french] = recordsOf([[1, 'Modale']], '/fr/docs/modal', {language: 'fr', docusaurusTag: 'default'});
  const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

  test('AND between entries, OR inside a nested array', () => {
    expect(passesFacetFilters(english, 'lvl1', contextual)).toBe(true);
    expect(passesFacetFilters(french, 'lvl1', contextual)).toBe(false);
    expect(passesFacetFilters(french, 'lvl1', 'language:fr')).toBe(true);
    expect(passesFacetFilters(french, 'lvl1', [])).toBe(true);
    expect(passesFacetFilters(french, 'lvl1', undefined)).toBe(true);
  });

  test('"attribute:-value" negates, quotes are dropped, unknown attributes match nothing', () => {
    expect(passesFacetFilters(english, 'lvl1', ['language:-fr'])).toBe(true);
    expect(passesFacetFilters(english, 'lvl1', ['language:-en'])).toBe(false);
    expect(passesFacetFilters(english, 'lvl1', ['language:"en"'])).toBe(true);
    expect(passesFacetFilters(english, 'lvl1', ['colour:blue'])).toBe(false);
    expect(passesFacetFilters(english, 'lvl1', ['no colon'])).toBe(false);
  });

  test('"type" is the hit’s, known after ranking: kept apart from the record filter', () => {
    expect(facetValue(english, 'content', 'type')).toBe('content');
    expect(passesFacetFilters(english, 'lvl1', ['type:lvl1'])).toBe(true);
    expect(typeFiltersOf(['language:en', ['type:lvl1', 'type:lvl2']])).toEqual([['type:lvl1', 'type:lvl2']]);
    expect(typeFiltersOf('type:content')).toEqual([['type:content']]);
    const filter = createRecordFilter([english, french]);
    expect([...(filter(['type:lvl1', 'language:fr']) ?? [])]).toEqual([0, 1]);
  });

  test('the record filter says which records pass, and keeps its last answer', () => {
    const filter = createRecordFilter([english, french]);
    expect(filter(undefined)).toBeNull();
    expect(filter([])).toBeNull();
    const allowed = filter(contextual);
    expect([...(allowed ?? [])]).toEqual([1, 0]);
    expect(filter([...contextual])).toBe(allowed);
    expect([...(filter('language:fr') ?? [])]).toEqual([0, 1]);
  });
});

describe('facet counts', () => {
  const records = [
    ...recordsOf(
      [
        [1, 'Modal'],
        [2, 'Keyboard'],
      ],
      '/docs/modal',
    ),
    ...recordsOf([[1, 'Modale']], '/fr/docs/modal', {language: 'fr'}),
  ];

  test('the facets asked for, among language, docusaurus_tag and type', () => {
    expect(requestedFacets(undefined)).toBeNull();
    expect(requestedFacets([])).toBeNull();
    expect(requestedFacets('*')).toEqual(['language', 'docusaurus_tag', 'type']);
    expect(requestedFacets(['language', 'colour'])).toEqual(['language']);
  });

  test('count each value over the hits', () => {
    const hits = [
      {record: records[0], type: 'lvl1'},
      {record: records[1], type: 'content'},
      {record: records[2], type: 'lvl1'},
    ];
    expect(countFacets(['language', 'type'], hits)).toEqual({
      language: {en: 2, fr: 1},
      type: {lvl1: 2, content: 1},
    });
  });
});
