import {existsSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import {describe, expect, test} from 'vitest';
import type {ShardedIndexHead} from '../indexShards';
import {createShardedEngine} from './engine';
import {relevanceCases} from './relevanceCases';
import {createLocalSearchClient, DOCSEARCH_RESULTS_PER_GROUP, forDocSearchModal} from './searchClient';
import {docSearchGroups, modalRequest, ORIGIN, pathsOf} from './testFixtures';

/**
 * Relevance against the site's own index (build/search-index.json and its
 * parts, written by `npm run build`), through the same client and split-index
 * engine the modal uses, with the modal's
 * request: the expected page must be among the first three hits. Without a
 * build every case fails and says so: it never passes on nothing. Named
 * *.build.test.ts because it needs `npm run build` to have run first.
 */

const indexFile = fileURLToPath(new URL('../../../../build/search-index.json', import.meta.url));

describe('relevance of the built index', () => {
  const client = createLocalSearchClient(() => {
    if (!existsSync(indexFile))
      throw new Error(`${indexFile} is missing: run \`npm run build\` (without ALGOLIA_* variables) first`);
    const head = JSON.parse(readFileSync(indexFile, 'utf8')) as ShardedIndexHead;
    const loadPart = async (name: string): Promise<unknown> =>
      JSON.parse(await readFile(new URL(name, new URL(`file://${indexFile}`)), 'utf8'));
    return Promise.resolve(createShardedEngine(head, loadPart, ORIGIN));
  });

  test('has at least 25 cases, prefixes and typos among them', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(25);
    expect(relevanceCases.some((entry) => entry.kind.includes('prefix'))).toBe(true);
    expect(relevanceCases.some((entry) => entry.kind.includes('typo'))).toBe(true);
  });

  test("the modal's client shows the same hits for every keystroke of every case, with fewer to fetch", async () => {
    const modalClient = forDocSearchModal(client);
    let fewer = 0;
    for (const {query} of relevanceCases) {
      for (let length = 1; length <= query.length; length += 1) {
        const typed = query.slice(0, length);
        const [direct] = (await client.search(modalRequest(typed))).results;
        const [grouped] = (await modalClient.search(modalRequest(typed))).results;
        expect(docSearchGroups(grouped.hits, DOCSEARCH_RESULTS_PER_GROUP), typed).toEqual(
          docSearchGroups(direct.hits, DOCSEARCH_RESULTS_PER_GROUP),
        );
        if (grouped.hits.length < direct.hits.length) fewer += 1;
      }
    }
    expect(fewer).toBeGreaterThan(0);
  });

  for (const {query, expected, kind} of relevanceCases) {
    test(`"${query}" (${kind}) → ${expected} in the first three hits`, async () => {
      const {results} = await client.search(modalRequest(query));
      const [result] = results;
      const firstThree = pathsOf(result.hits.slice(0, 3));
      expect(firstThree, `first hits: ${pathsOf(result.hits.slice(0, 6)).join(', ')}`).toContain(expected);
    });
  }
});
