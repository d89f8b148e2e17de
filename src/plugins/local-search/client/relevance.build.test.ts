import {describe, expect, test} from 'vitest';
import {builtIndexEngine, devIndexEngine, docgenTables, propsTablesOfPages, recordedSourcePages} from '../siteIndexes';
import type {Engine} from './engine';
import {OUTRANKED_PROP_NAMES, propNameCases, relevanceCases} from './relevanceCases';
import {createLocalSearchClient, DOCSEARCH_RESULTS_PER_GROUP, forDocSearchModal} from './searchClient';
import {docSearchGroups, modalRequest, ORIGIN, pathsOf} from './testFixtures';

/**
 * Relevance against the site's own indexes, through the same client and
 * engine the modal uses, with the modal's request: the expected page must be
 * among the first three hits. Both indexes are tested: the one `npm run build`
 * wrote (build/search-index.json and its parts), and the one `npm start`
 * serves, made from the Markdown by the same function. Without a build every
 * case fails and says so: it never passes on nothing. Named *.build.test.ts
 * because it needs `npm run build` to have run first.
 */

/**
 * Every prop name of one component only, from the docgen plugin's tables and
 * the props tables each page shows: each must bring up its component's page.
 */
const tablesByName = new Map(docgenTables().map((table) => [table.name, table]));
const propCases = propNameCases(
  new Map(
    [...propsTablesOfPages(recordedSourcePages())].map(([page, names]) => [
      page,
      names.flatMap((name) => tablesByName.get(name) ?? []),
    ]),
  ),
);

const indexes: [name: string, load: () => Engine | Promise<Engine>, fromMarkdown: boolean][] = [
  ['the production build', () => builtIndexEngine(ORIGIN), false],
  ['npm start', () => devIndexEngine(ORIGIN), true],
];

for (const [name, load, fromMarkdown] of indexes) {
  describe(`relevance of the index of ${name}`, () => {
    const client = createLocalSearchClient(async () => load());

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

    for (const {query, expected, kind, jsxPage} of relevanceCases) {
      // A JSX page has no Markdown: its text is not in the index npm start serves.
      const run = jsxPage && fromMarkdown ? test.fails : test;
      run(`"${query}" (${kind}) → ${expected} in the first three hits`, async () => {
        const {results} = await client.search(modalRequest(query));
        const [result] = results;
        const firstThree = pathsOf(result.hits.slice(0, 3));
        expect(firstThree, `first hits: ${pathsOf(result.hits.slice(0, 6)).join(', ')}`).toContain(expected);
      });
    }

    describe('every prop name of one component only', () => {
      test('are many: the props tables of the site are found', () => {
        expect(propCases.length).toBeGreaterThanOrEqual(80);
        const queries = propCases.map((entry) => entry.query);
        expect(Object.keys(OUTRANKED_PROP_NAMES).filter((query) => !queries.includes(query))).toEqual([]);
      });

      for (const {query, component, pages} of propCases) {
        const outranked = OUTRANKED_PROP_NAMES[query];
        const run = outranked ? test.fails : test;
        const title = `"${query}" → ${component}'s page in the first three hits`;
        run(outranked ? `${title} (fails: outranked by ${outranked})` : title, async () => {
          const [result] = (await client.search(modalRequest(query))).results;
          const firstThree = pathsOf(result.hits.slice(0, 3));
          expect(
            firstThree.some((path) => pages.includes(path)),
            `${pages.join(' or ')} not in the first hits: ${pathsOf(result.hits.slice(0, 6)).join(', ')}`,
          ).toBe(true);
        });
      }
    });
  });
}
