import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {createLocalSearchClient} from '../../src/search/client';
import {createEngine} from '../../src/search/engine';
import type {SearchIndexFile} from '../../src/search/indexFormat';
import {modalRequest, ORIGIN, pathsOf} from './fixtures';
import {relevanceCases} from './relevance-cases';

/**
 * Relevance against the site's own index (build/search-index.json, written by
 * `npm run build`), through the same client the modal uses, with the modal's
 * request: the expected page must be among the first three hits.
 */

const indexFile = path.resolve(__dirname, '..', '..', 'build', 'search-index.json');

test.describe('relevance of the built index', () => {
  const client = createLocalSearchClient(async () => {
    if (!existsSync(indexFile))
      throw new Error(`${indexFile} is missing: run \`npm run build\` (without ALGOLIA_* variables) first`);
    return createEngine(JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndexFile, ORIGIN);
  });

  test('has at least 25 cases, prefixes and typos among them', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(25);
    expect(relevanceCases.some((entry) => entry.kind.includes('prefix'))).toBe(true);
    expect(relevanceCases.some((entry) => entry.kind.includes('typo'))).toBe(true);
  });

  for (const {query, expected, kind} of relevanceCases) {
    test(`"${query}" (${kind}) → ${expected} in the first three hits`, async () => {
      const {results} = await client.search(modalRequest(query));
      const firstThree = pathsOf(results[0]!.hits.slice(0, 3));
      expect(firstThree, `first hits: ${pathsOf(results[0]!.hits.slice(0, 6)).join(', ')}`).toContain(expected);
    });
  }
});
