import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import brokenLinkSources from './src/plugins/broken-link-sources';
import buildCache from './src/plugins/build-cache';
import designTokens from './src/plugins/design-tokens';
import buiLibrary from './src/plugins/bui-library';
import codeHighlighting from './src/plugins/code-highlighting';
import remarkCodeTokens from './src/plugins/code-highlighting/remark';
import docgen from './src/plugins/docgen';
import docsearchWithoutAskAi from './src/plugins/docsearch-without-ask-ai';
import staticHostAliases from './src/plugins/static-host-aliases';
import localSearch from './src/plugins/local-search';
import htmlOutput from './src/plugins/html-output';
import leanMainBundle from './src/plugins/lean-main-bundle';
import pageStylesheets from './src/plugins/page-stylesheets';
import resilience from './src/plugins/resilience';
import testFaults from './src/plugins/test-faults';
import {measuresLeftOut} from './src/plugins/shared/speed-measures';
import {codeTheme} from './src/css/prism-themes';

// The spec's tagline, word for word: it is the site's meta description too.
const tagline =
  'The BUI design system brings order and consistency to all our products and processes, and raises the user experience and the speed and efficiency with which we design and build them.';

// Where the built site is published. Only canonical URLs, the sitemap and feeds
// depend on it, so local builds work with the default.
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';

// Optional: set to the repository's "edit" base (…/edit/main/) to show
// "Edit this page" links; unset, no page links to a host we cannot vouch for.
const editUrl = process.env.BUI_DOCS_EDIT_URL || undefined;

// Search (ARCHITECTURE.md "Search"): Algolia DocSearch when all three credentials are
// set at build time, Ask AI too when an assistant id is; otherwise a local
// index built by src/plugins/local-search, and nothing names or calls Algolia.
const algoliaEnv = {
  ALGOLIA_APP_ID: process.env.ALGOLIA_APP_ID,
  ALGOLIA_SEARCH_API_KEY: process.env.ALGOLIA_SEARCH_API_KEY,
  ALGOLIA_INDEX_NAME: process.env.ALGOLIA_INDEX_NAME,
};
const missingAlgoliaEnv = Object.keys(algoliaEnv).filter((name) => !algoliaEnv[name as keyof typeof algoliaEnv]);
if (missingAlgoliaEnv.length > 0 && missingAlgoliaEnv.length < 3) {
  throw new Error(
    `Algolia search needs ${missingAlgoliaEnv.join(' and ')} too; unset all ALGOLIA_* variables to use the local index.`,
  );
}
const useAlgolia = missingAlgoliaEnv.length === 0;
const algoliaAssistantId = process.env.ALGOLIA_ASSISTANT_ID || undefined;
if (algoliaAssistantId && !useAlgolia) {
  throw new Error(
    'ALGOLIA_ASSISTANT_ID (Ask AI) needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME too.',
  );
}

// For `npm run bench:ablation` only: a build without the named speed measures (src/plugins/shared/speed-measures.ts).
const without = measuresLeftOut(process.env.BUI_BENCH_WITHOUT);
if (without.length > 0)
  console.warn(
    `[BUI] BUI_BENCH_WITHOUT: this build leaves out ${[...without].join(', ')}; measure it, never publish it.`,
  );

// Prism grammars beyond prism-react-renderer's own, for the build's highlighting and the browser's.
const additionalLanguages = ['bash', 'json', 'diff'];
// Every fenced code block is highlighted at build time (src/plugins/code-highlighting).
const highlightAtBuild = !without.includes('build-time-highlighting');
const remarkPlugins: [typeof remarkCodeTokens, {additionalLanguages: string[]}][] = highlightAtBuild
  ? [[remarkCodeTokens, {additionalLanguages}]]
  : [];

const config: Config = {
  title: 'BUI Design System',
  tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',

  // The spec's canonical URLs have no trailing slash; see ARCHITECTURE.md "URLs and hosting" for how
  // the slash and .html variants are served too.
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // Pages use `## Heading {#id}` anchors, `<!-- truncate -->` and `:::note` blocks. Docusaurus 3.9.1 turns this
    // compatibility on by default; from 3.10, `future.v4` turns it off (`mdx1CompatDisabledByDefault`), and the
    // anchors fail to compile. Said here, the site builds the same on both (npm run check:upgrade).
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    v4: true,
    // Rspack and SWC: a cold build in a fraction of webpack's time.
    experimental_faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          breadcrumbs: true,
          editUrl,
          remarkPlugins,
        },
        blog: {
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogTitle: 'Blog',
          blogDescription: 'Releases, decisions and lessons from the team that builds BUI and these docs.',
          blogSidebarTitle: 'All posts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          authorsMapPath: 'authors.yml',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: 'all', xslt: false},
          editUrl,
          remarkPlugins,
        },
        pages: {remarkPlugins},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  // theme-search-algolia is not listed under `themes`: preset-classic adds it
  // itself because themeConfig.algolia is set (in both search modes).

  plugins: [
    // An edit to a loader or remark plugin under src/plugins evicts Rspack's persistent cache.
    buildCache,
    designTokens,
    // @bui/react and example sources for live examples; @docgen/<Name> props tables (CONTRIBUTING.md "Add or change a component").
    [buiLibrary, {without}],
    // Links each page's design-system CSS in its HTML (the one shared stylesheet no longer carries it).
    pageStylesheets,
    // Prism leaves main.js: only pages with a code block load it.
    ...(highlightAtBuild ? [codeHighlighting] : []),
    // main.js without what the browser never runs, and with compact route tables (ARCHITECTURE.md "The main bundle").
    [leanMainBundle, {without}],
    docgen,
    brokenLinkSources,
    staticHostAliases,
    // Blocked storage and a lost network (ARCHITECTURE.md "The client runtime").
    resilience,
    // Adds a fault trigger for the tests only with BUI_TEST_FAULTS=1; otherwise checks the output has none.
    testFaults,
    ...(useAlgolia ? [] : [localSearch]),
    // Without an assistant, the search modal's chunk leaves out Ask AI's SDK (decisions/0004-docsearch-modal-without-ask-ai.md).
    ...(algoliaAssistantId || without.includes('docsearch-without-ask-ai') ? [] : [docsearchWithoutAskAi]),
    // After the build, in order: each page's stylesheets, its scripts after the first paint, the
    // directory-index copies, then the CSP hashes of the final pages (decisions/0021-one-ordered-post-build-step.md).
    htmlOutput({algoliaAppId: useAlgolia ? algoliaEnv.ALGOLIA_APP_ID : undefined, askAi: Boolean(algoliaAssistantId)}),
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: 'BUI, design system, components, accessibility, React, React Native'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // The spec: the system preference is not respected, so the toggle is light ⇄ dark.
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // Change the id whenever the message changes, so readers who dismissed the
      // previous one see the new one.
      id: 'bui-1-0-0',
      content:
        'BUI 1.0.0 is here: 42 components for web and mobile. <a href="/blog/welcome">Read the release post</a>.',
      isCloseable: true,
    },
    navbar: {
      title: 'BUI Design System',
      hideOnScroll: true,
      logo: {
        alt: 'BUI logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'doc',
          docId: 'getting-started/intro',
          position: 'left',
          label: 'Docs',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [],
      copyright: `Copyright © ${new Date().getFullYear()} BUI Design System. Built with Docusaurus.`,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    blog: {
      sidebar: {groupByYear: true},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      // GitHub and Dracula, with token colours raised to 4.5:1, applied by CSS in both modes (see the module).
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages,
    },
    algolia: {
      // Credentials come from the environment and are never committed. In
      // local mode the theme still requires the three fields; the ejected
      // SearchBar and SearchPage then query the local index instead.
      appId: useAlgolia ? algoliaEnv.ALGOLIA_APP_ID! : 'local',
      apiKey: useAlgolia ? algoliaEnv.ALGOLIA_SEARCH_API_KEY! : 'local',
      indexName: useAlgolia ? algoliaEnv.ALGOLIA_INDEX_NAME! : 'bui-docs',
      ...(algoliaAssistantId && {askAi: algoliaAssistantId}),
      contextualSearch: true,
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
