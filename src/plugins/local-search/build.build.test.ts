import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {extractBuiltPages, extractSourcePages} from './build';
import type {ShardedIndexHead} from './indexShards';
import {INDEX_FILE} from './pluginData';
import {recordsOfPages} from './records';
import {BUILD_DIR, recordedSourcePages} from './siteIndexes';

/**
 * `npm start` and `npm run build` make one index format by one code path; its
 * content comes from the Markdown in one and the rendered pages in the other.
 * On the real site, the two must hold the same pages and the same props.
 * Needs `npm run build` first.
 */

describe('the development index against the built one', () => {
  const sources = recordedSourcePages();
  const head = JSON.parse(readFileSync(path.join(BUILD_DIR, INDEX_FILE), 'utf8')) as ShardedIndexHead;

  test('the same pages, with the same facets', async () => {
    const dev = recordsOfPages(await extractSourcePages(sources));
    expect(dev.pages.slice().sort()).toEqual(head.pages.slice().sort());
  });

  test('the same props: name, anchor, headings above it and text, page by page', async () => {
    const props = (records: ReturnType<typeof recordsOfPages>['records']) =>
      records
        .filter((record) => record.level === 6 && record.anchor?.startsWith('prop-'))
        .map(({objectID, hierarchy, content}) => ({objectID, hierarchy, content}));
    const built = props(
      recordsOfPages(
        await extractBuiltPages(
          BUILD_DIR,
          '/',
          head.pages.map(([page]) => page),
        ),
      ).records,
    );
    const dev = props(recordsOfPages(await extractSourcePages(sources)).records);
    expect(built.length).toBeGreaterThan(500);
    expect(dev).toEqual(built);
  });
});
