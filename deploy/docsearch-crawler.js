// DocSearch crawler configuration for this site, for the Algolia Crawler's
// editor (Algolia dashboard → Data sources → Crawler → Editor: paste this in).
// It is the DocSearch "Docusaurus v2 & v3" template, adjusted so that Algolia
// indexes the site exactly as the local index does (same selectors, same
// pages, same ranking settings): src/plugins/local-search/extractHtml.ts
// holds the selectors and src/plugins/local-search/crawlerConfig.test.ts
// keeps the two in step. Replace https://bui.example.com with the site's URL
// (SITE_URL) and YOUR_INDEX_NAME with ALGOLIA_INDEX_NAME; the crawler's own
// appId and write key stay in the dashboard and are never committed.
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://bui.example.com/'],
  sitemaps: ['https://bui.example.com/sitemap.xml'],
  // Every page also answers at <route>.html and <route>/ (ARCHITECTURE.md "URLs and hosting"),
  // with a canonical link to <route>: follow it, so each page is indexed once.
  ignoreCanonicalTo: false,
  discoveryPatterns: ['https://bui.example.com/**'],
  actions: [
    {
      indexName: 'YOUR_INDEX_NAME',
      // Docs pages, blog posts and pages; not the listing, tag and search pages.
      pathsToMatch: [
        'https://bui.example.com/**',
        '!https://bui.example.com/blog',
        '!https://bui.example.com/blog/page/**',
        '!https://bui.example.com/blog/archive',
        '!https://bui.example.com/blog/authors{,/**}',
        '!https://bui.example.com/blog/tags{,/**}',
        '!https://bui.example.com/docs/tags{,/**}',
        '!https://bui.example.com/docs/category/**',
        '!https://bui.example.com/search',
        '!https://bui.example.com/**/*.html',
      ],
      recordExtractor: ({$, helpers, url}) => {
        // Chrome inside the article that is not the page's text.
        $(
          '.hash-link, .theme-doc-breadcrumbs, .theme-doc-toc-mobile, .theme-doc-footer, .theme-doc-version-badge, .pagination-nav, .theme-edit-this-page, .theme-last-updated, [role="tablist"], [data-search-skip], script, style, button, svg',
        ).remove();
        // Deepest active sidebar category, else the active navbar item.
        const lvl0 =
          $('.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active')
            .last()
            .text()
            .trim() || (/^\/blog(\/|$)/.test(url.pathname) ? 'Blog' : 'Documentation');
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1', 'main h1'],
            lvl2: ['article h2', 'main h2'],
            lvl3: ['article h3', 'main h3'],
            lvl4: ['article h4', 'main h4'],
            lvl5: ['article h5', 'main h5'],
            // A props table's row headers (prop names) are lvl6 too: each prop is a record of its own.
            lvl6: [
              'article h6, article table[data-props-of] th[scope="row"]',
              'main h6, main table[data-props-of] th[scope="row"]',
            ],
            content: ['article p, article li, article td', 'main p, main li, main td'],
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    YOUR_INDEX_NAME: {
      // language and docusaurus_tag come from the pages' docsearch:* meta tags
      // and back Docusaurus' contextual search.
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      // Algolia's own defaults (the template lowers them to 3 and 7): one
      // typo from 4 letters, two from 8, as the local index does.
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
