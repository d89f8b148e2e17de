import {describe, expect, test} from 'vitest';
import {recordsOf} from '../testFixtures';
import {matcherFor, type Marked} from './highlight';
import {lazy, pick, snippetSizes, toHit} from './hits';
import {withIndexDefaults} from './protocol';
import type {QueryWord} from './words';

const words: QueryWord[] = [{word: 'keyboard', prefix: false, exact: false}];
const [page, section] = recordsOf([
  [1, 'Modal', 'A dialog.'],
  [3, 'Keyboard', 'Escape closes the keyboard trap; Tab stays inside.'],
]);
const hitOf = (record: typeof page, type: string, params = {}) =>
  toHit(record, type, 'https://docs.example.test', words, matcherFor(words), withIndexDefaults(params));

describe('hits', () => {
  test('carry the DocSearch record fields, the url with its anchor, and the weight of their level', () => {
    const hit = hitOf(section, 'lvl3');
    expect(hit).toMatchObject({
      objectID: '/docs/page#s1',
      url: 'https://docs.example.test/docs/page#s1',
      url_without_anchor: 'https://docs.example.test/docs/page',
      anchor: 's1',
      type: 'lvl3',
      content: null,
      language: 'en',
      docusaurus_tag: 'default',
      weight: {pageRank: 0, level: 70, position: 1},
    });
    expect(hitOf(page, 'lvl1').url).toBe('https://docs.example.test/docs/page');
    expect(hitOf(section, 'content')).toMatchObject({
      content: 'Escape closes the keyboard trap; Tab stays inside.',
      weight: {level: 0},
    });
  });

  test('only the attributes asked for', () => {
    expect(Object.keys(hitOf(section, 'lvl3', {attributesToRetrieve: ['hierarchy.lvl1', 'url']})).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'hierarchy',
      'objectID',
      'url',
    ]);
    expect(pick({a: 1, b: {c: 2, d: 3}}, ['b.c', 'missing'])).toEqual({b: {c: 2}});
    expect(pick({a: 1}, ['*'])).toEqual({a: 1});
  });

  test('highlights and snippets with the tags, sizes and ellipsis asked for (the index’s by default)', () => {
    const hit = hitOf(section, 'content', {
      highlightPreTag: '[',
      highlightPostTag: ']',
      attributesToSnippet: ['content:3', 'hierarchy'],
    });
    const highlights = hit._highlightResult as {hierarchy: Record<string, Marked>; content: Marked};
    expect(highlights.hierarchy.lvl3.value).toBe('[Keyboard]');
    expect(Object.keys(highlights.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl3']);
    expect(highlights.content.matchLevel).toBe('full');
    const snippets = hit._snippetResult as {hierarchy: Record<string, Marked>; content: Marked};
    // Three words from the match: a quarter of the window (none, at 3) goes before it.
    expect(snippets.content.value).toBe('…[keyboard] trap; Tab…');
    expect(snippets.hierarchy.lvl3.value).toBe('[Keyboard]');
    const byDefault = hitOf(section, 'content')._snippetResult as {content: Marked; hierarchy?: unknown};
    expect(byDefault.content.value).toContain('<span class="algolia-docsearch-suggestion--highlight">keyboard</span>');
    expect(byDefault.hierarchy).toBeUndefined();
  });

  test('snippet sizes default to 10 words', () => {
    expect(snippetSizes(['content:15', 'hierarchy'])).toEqual(
      new Map([
        ['content', 15],
        ['hierarchy', 10],
      ]),
    );
  });

  test('a lazy property is worked out on first read, once', () => {
    let runs = 0;
    const target: Record<string, unknown> = {};
    lazy(target, 'value', () => (runs += 1));
    expect(runs).toBe(0);
    expect(Object.keys(target)).toEqual(['value']);
    expect(target.value).toBe(1);
    expect(target.value).toBe(1);
    expect(runs).toBe(1);
  });
});
