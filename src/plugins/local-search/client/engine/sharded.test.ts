import {createHash} from 'node:crypto';
import {describe, expect, test} from 'vitest';
import {shardIndex} from '../../indexShards';
import {recordsOfPages} from '../../records';
import {fixturePages, ORIGIN} from '../testFixtures';
import {createInMemoryEngine} from './search';
import {buildPostings} from './postings';
import {createFieldTerms} from './fields';
import type {SearchParams, SearchResponse} from './protocol';
import {createShardedEngine} from './sharded';
import {cachedNormalize} from './words';

// The fixture site, and a page whose headings have no id: they share its URL (one hit for them all).
const fixtureIndex = recordsOfPages([
  ...fixturePages,
  {
    path: '/docs/guides/tooltips',
    lvl0: 'Guides',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    sections: [
      {level: 1, heading: 'Tooltips', anchor: '', content: ['Short hints.']},
      {level: 2, heading: 'Tooltip placement', anchor: '', content: ['Above the trigger.']},
      {level: 3, heading: 'Tooltip delay', anchor: '', content: ['A tooltip waits.']},
    ],
  },
]);
const {records} = fixtureIndex;
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
const split = shardIndex(
  fixtureIndex,
  buildPostings(records, cachedNormalize()),
  createFieldTerms(records, cachedNormalize()),
  hash,
  {
    shardChars: 60,
    chunkRecords: 2,
  },
);

function shardedEngine(fail: (name: string) => boolean = () => false) {
  const requested: string[] = [];
  const engine = createShardedEngine(
    structuredClone(split.head),
    (name) => {
      requested.push(name);
      if (fail(name)) return Promise.reject(new Error(`no ${name}`));
      const text = split.parts.get(name);
      return text === undefined ? Promise.reject(new Error(`no ${name}`)) : Promise.resolve(JSON.parse(text));
    },
    ORIGIN,
  );
  return {engine, requested};
}

/** Facet counts are compared as counts: their keys come in the order records are met. */
const comparable = (response: SearchResponse) => ({
  ...response,
  processingTimeMS: 0,
  facets:
    response.facets &&
    Object.fromEntries(Object.entries(response.facets).map(([name, counts]) => [name, Object.entries(counts).sort()])),
});

const queries = [
  '',
  'd',
  'da',
  'date',
  'date ',
  'date ra',
  'daet range',
  'modal',
  'moadl',
  'accessibility focus',
  'side drawer',
  'fenetre',
  'tooltip',
  'tooltip delay',
  'tooltip d',
  'date r',
  'modal dialog',
  'zzzz',
];
const variants: SearchParams[] = [
  {hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]},
  {hitsPerPage: 2, page: 1, facets: ['*']},
  {hitsPerPage: 5, advancedSyntax: true, facetFilters: ['type:content']},
  {hitsPerPage: 20, maxResultsPerGroup: 1},
];

describe('the engine over the split index', () => {
  test('answers exactly as the engine over the whole index', async () => {
    const whole = createInMemoryEngine(records, ORIGIN);
    const {engine} = shardedEngine();
    for (const query of [...queries, '"date picker"', 'date -range', '"when to use" modal']) {
      for (const variant of variants) {
        const params = {...variant, query};
        expect(comparable(await engine.search(params)), JSON.stringify(params)).toEqual(
          comparable(whole.search(params)),
        );
      }
    }
  });

  test('headings without an id share their page’s URL: one hit for them', async () => {
    expect(split.head.groups).toHaveLength(1);
    const {engine} = shardedEngine();
    const {hits} = await engine.search({query: 'tooltip'});
    expect(hits.filter((hit) => hit.url === `${ORIGIN}/docs/guides/tooltips`)).toHaveLength(1);
  });

  test('does not fetch the text of the hits that maxResultsPerGroup leaves out', async () => {
    const chunks = (names: string[]) => names.filter((name) => /\/r\d+\.json$/.test(name)).length;
    const all = shardedEngine();
    const grouped = shardedEngine();
    const everyHit = await all.engine.search({query: 'a', hitsPerPage: 20});
    const onePerGroup = await grouped.engine.search({query: 'a', hitsPerPage: 20, maxResultsPerGroup: 1});
    expect(onePerGroup.hits.length).toBeLessThan(everyHit.hits.length);
    expect(chunks(grouped.requested)).toBeLessThan(chunks(all.requested));
  });

  test('fetches only the parts a query needs, once', async () => {
    const {engine, requested} = shardedEngine();
    const first = await engine.search({query: 'drawer', hitsPerPage: 1});
    expect(first.hits).toHaveLength(1);
    const total = split.parts.size;
    // The shard of "drawer" (and of its typo neighbours), and the chunk of the one hit shown.
    expect(requested.length).toBeGreaterThan(1);
    expect(requested.length).toBeLessThan(total / 3);
    expect(requested.filter((name) => /\/r\d+\.json$/.test(name))).toHaveLength(1);
    const before = requested.length;
    await engine.search({query: 'drawer', hitsPerPage: 1});
    expect(requested).toHaveLength(before);
  });

  test('proximity reads positions: a query of two words fetches the text of the shown hits only', async () => {
    const {engine, requested} = shardedEngine();
    const {hits, nbHits} = await engine.search({query: 'date range', hitsPerPage: 1});
    expect(nbHits).toBeGreaterThan(1);
    expect(hits).toHaveLength(1);
    expect(requested.filter((name) => /\/p\d+\.json$/.test(name)).length).toBeGreaterThan(0);
    expect(requested.filter((name) => /\/r\d+\.json$/.test(name))).toHaveLength(1);
  });

  test('a part that cannot be fetched fails the search; the next search fetches it again', async () => {
    let failing = true;
    const {engine, requested} = shardedEngine((name) => failing && /\/r\d+\.json$/.test(name));
    await expect(engine.search({query: 'modal'})).rejects.toThrow(/^no search-index\/.*\/r\d+\.json$/);
    failing = false;
    const answer = await engine.search({query: 'modal'});
    expect(answer.hits.length).toBeGreaterThan(0);
    const chunks = requested.filter((name) => /\/r\d+\.json$/.test(name));
    expect(new Set(chunks).size).toBeLessThan(chunks.length);
  });

  test('refuses a head of another format', () => {
    expect(() => createShardedEngine({...split.head, v: 2 as 3}, () => Promise.resolve([]), ORIGIN)).toThrow(
      /Unsupported search index/,
    );
  });
});
