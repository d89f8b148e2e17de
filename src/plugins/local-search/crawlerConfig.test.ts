import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';
import {load} from 'cheerio';
import {expect, test} from 'vitest';
import {INDEX_DEFAULTS} from './client/engine';
import {extractPageFromHtml, SELECTORS} from './extractHtml';

/**
 * deploy/docsearch-crawler.js is what the site's owners paste into the
 * Algolia Crawler. It must index the site the way the local index does, so
 * both search modes find the same things: same selectors, same pages, same
 * ranking settings. It runs here with stand-ins for the crawler's globals.
 */

const crawlerFile = new URL('../../../deploy/docsearch-crawler.js', import.meta.url);
// The glob library the Algolia Crawler evaluates pathsToMatch with (negations included).
const micromatch = createRequire(import.meta.url)('micromatch') as (list: string[], patterns: string[]) => string[];
const SITE = 'https://bui.example.com';

type RecordProps = Record<string, unknown> & {lvl0: {selectors: string; defaultValue: string}};
type CrawlerConfig = {
  startUrls: string[];
  sitemaps: string[];
  ignoreCanonicalTo: boolean;
  actions: {
    indexName: string;
    pathsToMatch: string[];
    recordExtractor: (input: {
      $: ReturnType<typeof load>;
      helpers: unknown;
      url: URL;
    }) => {recordProps: RecordProps} & Record<string, unknown>;
  }[];
  initialIndexSettings: Record<string, Record<string, unknown>>;
};

function loadConfig(): CrawlerConfig {
  let config: CrawlerConfig | undefined;
  class Crawler {
    constructor(options: CrawlerConfig) {
      config = options;
    }
  }
  vm.runInNewContext(readFileSync(crawlerFile, 'utf8'), {Crawler});
  if (!config) throw new Error('deploy/docsearch-crawler.js did not create a Crawler');
  return config;
}

const page = `<html><body>
<nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/docs">Docs</a></nav>
<ul><li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/components">Components</a></li></ul>
<article><nav class="theme-doc-breadcrumbs"><ul><li>Home</li></ul></nav><header><h1>Modal</h1></header>
<h2 id="use">Use<a class="hash-link" href="#use">#</a></h2><p>Text.</p><div role="tablist"><li>Web</li></div>
<table data-props-of="Modal"><tr><th scope="row" id="prop-Modal-open">open</th><td>boolean</td><td data-search-skip>false</td></tr></table>
<footer class="theme-doc-footer">Tags</footer></article></body></html>`;

test('the crawler extracts with the local index selectors', () => {
  const config = loadConfig();
  expect(config.actions).toHaveLength(1);
  const [action] = config.actions;
  const extract = (html: string, pathname: string) => {
    const $ = load(html);
    const result = action.recordExtractor({
      $,
      helpers: {docsearch: (options: unknown) => options},
      url: new URL(pathname, SITE),
    });
    return {$, result};
  };

  const {$, result} = extract(page, '/docs/components/modal');
  const local = extractPageFromHtml(page, '/docs/components/modal')!;
  expect(result.recordProps.lvl0).toEqual({selectors: '', defaultValue: local.lvl0});
  expect(result.recordProps.lvl1).toEqual(SELECTORS.lvl1);
  SELECTORS.headings.forEach((heading, index) => {
    // Prop names are lvl6, after h6.
    const also = index === SELECTORS.headings.length - 1 ? [SELECTORS.propNames] : [];
    expect(result.recordProps[`lvl${index + 2}`]).toEqual(
      SELECTORS.roots.map((root) => [heading, ...also].map((selector) => `${root} ${selector}`).join(', ')),
    );
  });
  expect(result.recordProps.content).toEqual(
    SELECTORS.roots.map((root) => SELECTORS.content.map((tag) => `${root} ${tag}`).join(', ')),
  );
  expect(result).toMatchObject({indexHeadings: true, aggregateContent: true, recordVersion: 'v3'});
  // The same chrome is removed before extraction.
  expect($(SELECTORS.remove).length).toBe(0);
  expect(load(page)(SELECTORS.remove).length).toBeGreaterThan(3);

  // lvl0 fallbacks agree too: Blog for posts, Documentation elsewhere.
  for (const pathname of ['/blog/welcome', '/docs/test-doc', '/']) {
    const html = '<article><header><h1>T</h1></header><p>x</p></article>';
    expect(extract(html, pathname).result.recordProps.lvl0.defaultValue).toBe(
      extractPageFromHtml(html, pathname)!.lvl0,
    );
  }
});

test('the crawler indexes the pages the local index holds, not listing, tag or search pages', () => {
  const {actions, startUrls, sitemaps, ignoreCanonicalTo} = loadConfig();
  const matches = (pathname: string) => micromatch([`${SITE}${pathname}`], actions[0].pathsToMatch).length > 0;
  for (const indexed of [
    '/',
    '/docs/components/modal',
    '/docs/test-doc',
    '/docs/getting-started/intro',
    '/blog/welcome',
  ]) {
    expect(matches(indexed), indexed).toBe(true);
  }
  for (const skipped of [
    '/blog',
    '/blog/page/2',
    '/blog/archive',
    '/blog/authors',
    '/blog/tags',
    '/blog/tags/hola',
    '/docs/tags',
    '/docs/tags/web',
    '/docs/category/components',
    '/search',
    '/docs/components/modal.html',
  ]) {
    expect(matches(skipped), skipped).toBe(false);
  }
  expect(startUrls).toEqual([`${SITE}/`]);
  expect(sitemaps).toEqual([`${SITE}/sitemap.xml`]);
  expect(ignoreCanonicalTo).toBe(false);
});

test('the index settings are the ones the local engine applies', () => {
  const {initialIndexSettings, actions} = loadConfig();
  const settings = initialIndexSettings[actions[0].indexName];
  expect(settings).toMatchObject({
    attributesToHighlight: INDEX_DEFAULTS.attributesToHighlight,
    attributesToSnippet: INDEX_DEFAULTS.attributesToSnippet,
    highlightPreTag: INDEX_DEFAULTS.highlightPreTag,
    highlightPostTag: INDEX_DEFAULTS.highlightPostTag,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    distinct: true,
    attributeForDistinct: 'url',
    ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    removeWordsIfNoResults: 'allOptional',
    advancedSyntax: true,
  });
  expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag', 'type']));
  expect(settings.searchableAttributes).toEqual([
    ...['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `unordered(hierarchy.${level})`),
    'content',
  ]);
});
