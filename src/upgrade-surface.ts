import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * The upgrade surface: every private module path, generated-file format and
 * bundler internal the site relies on, each with the plugin that needs it, why,
 * and a probe that tells whether it has moved. It is the one list to read
 * before upgrading Docusaurus, DocSearch or Rspack, and the one source of the
 * private path strings: the plugins import them from here.
 *
 * - `src/upgrade-surface.test.ts` runs the probes that need only node_modules
 *   (`npm run test:unit`);
 * - `src/upgrade-surface.build.test.ts` runs those that read what `npm run
 *   build` generated (`npm run test:build`);
 * - a `bundler config` internal is checked by its plugin each time Docusaurus
 *   hands it the bundler's configuration (configureWebpack), which throws,
 *   naming the plugin, so the build itself is that probe;
 * - `npm run check:upgrade` runs all three against the newest Docusaurus 3.x
 *   and DocSearch 4.x in a copy of the site.
 *
 * Every failure reads `<plugin> (<folder>): <what moved>` (failure()).
 *
 * Node-side only (it resolves packages): browser code keeps its literal
 * imports, and each of those is listed here (the unit test fails on one that
 * is not).
 */

export type InternalKind = 'private module' | 'generated file' | 'bundler internal' | 'ejected theme file';

/** Who needs an internal: a plugin of docusaurus.config.ts (its `name`) and its folder, or the theme's swizzles or a test suite. */
export interface User {
  plugin: string;
  folder: string;
}

/** How to tell that an internal has moved. */
export type Probe =
  /** A file inside an installed package exists, and its text has each of `contains`. */
  | {kind: 'file'; package: string; file: string; contains?: readonly (string | RegExp)[]}
  /** A module specifier resolves (through the package's `exports` where it has them) and exports these names. */
  | {kind: 'exports'; specifier: string; names: readonly string[]}
  /** A named export of a package, followed along `path`, equals `equals`. */
  | {kind: 'value'; package: string; path: readonly string[]; equals: string}
  /** The original an ejected file was copied from is byte for byte the one it was copied from. */
  | {kind: 'unchanged'; package: string; file: string; sha256: string}
  /** A file the build writes (under .docusaurus/ or build/) has a shape; src/upgrade-surface.build.test.ts checks it. */
  | {kind: 'generated'; file: string; shape: string}
  /** A key of the bundler configuration the plugin receives in configureWebpack; the plugin checks it and throws. */
  | {kind: 'bundler config'; key: string; shape: string};

export interface Internal {
  kind: InternalKind;
  /** The internal as messages name it: a module specifier, a generated file, a configuration key. */
  what: string;
  /** The package that owns it. */
  package: string;
  /** For a private module a plugin aliases or matches: its path inside the package, as the plugin uses it (modulePath()). */
  file?: string;
  /** For a module a plugin resolves by its specifier (a public export whose file is the internal). */
  specifier?: string;
  /** The versions of that package it was written against and checked with. */
  range: string;
  usedBy: User;
  why: string;
  probe: Probe;
}

const lean: User = {plugin: 'lean-main-bundle', folder: 'src/plugins/lean-main-bundle'};
const codeHighlighting: User = {plugin: 'code-highlighting', folder: 'src/plugins/code-highlighting'};
const docsearchWithoutAskAi: User = {
  plugin: 'docsearch-without-ask-ai',
  folder: 'src/plugins/docsearch-without-ask-ai',
};
const buiLibrary: User = {plugin: 'bui-library', folder: 'src/plugins/bui-library'};
const buildCache: User = {plugin: 'build-cache', folder: 'src/plugins/build-cache'};
const pageStylesheets: User = {plugin: 'bui-page-stylesheets', folder: 'src/plugins/page-stylesheets'};
const resilience: User = {plugin: 'bui-resilience', folder: 'src/plugins/resilience'};
const localSearch: User = {plugin: 'bui-local-search', folder: 'src/plugins/local-search'};
const docgen: User = {plugin: 'bui-docgen', folder: 'src/plugins/docgen'};
const htmlOutput: User = {plugin: 'bui-html-output', folder: 'src/plugins/page-markdown'};
const testFaults: User = {plugin: 'bui-test-faults', folder: 'src/plugins/test-faults'};
const theme = (folder: string): User => ({plugin: 'theme', folder: `src/theme/${folder}`});

const CORE = '@docusaurus/core';
const CLASSIC = '@docusaurus/theme-classic';
const SEARCH_THEME = '@docusaurus/theme-search-algolia';
const DOCUSAURUS_RANGE = '3.9.1';
const DOCSEARCH_RANGE = '4.7.0';

/** The on-demand chunk file names of a Docusaurus 3.9.1 production build, which lean-main-bundle renames by chunk id. */
export const DOCUSAURUS_CHUNK_FILENAMES = {
  js: 'assets/js/[name].[contenthash:8].js',
  css: 'assets/css/[name].[contenthash:8].css',
} as const;

/** The split-chunk groups of Docusaurus 3.9.1's client build that bui-library narrows. */
export const DOCUSAURUS_CHUNK_GROUPS = ['common', 'styles'] as const;

/** Files @docusaurus/core writes under `.docusaurus/` that lean-main-bundle's loaders rewrite for the browser. */
export const GENERATED_FILES = {
  registry: 'registry.js',
  routes: 'routes.js',
  routesChunkNames: 'routesChunkNames.json',
  globalData: 'globalData.json',
} as const;

/** Theme components the site wraps (`@theme-original/<Name>`, a swizzle wrapper): each must still exist in theme-classic. */
export const WRAPPED_COMPONENTS = [
  'AnnouncementBar',
  'Blog/Pages/BlogAuthorsListPage',
  'BlogTagsListPage',
  'DocCard',
  'DocCategoryGeneratedIndexPage',
  'DocTagsListPage',
  'MDXComponents',
  'MDXContent',
  'NotFound/Content',
  'SiteMetadata',
  'TOC',
  'Tabs',
] as const;

const wrapped = (name: string): Internal & {id: string} => ({
  id: `wrapped ${name}`,
  kind: 'private module',
  what: `@theme-original/${name}`,
  package: CLASSIC,
  range: DOCUSAURUS_RANGE,
  usedBy: theme(name),
  why: 'a swizzle wrapper: if the component moves, the wrapper wraps nothing',
  probe: {kind: 'file', package: CLASSIC, file: `lib/theme/${name}/index.js`},
});

const ejected = (pkg: string, file: string, sha256: string, why: string): Internal => ({
  kind: 'ejected theme file',
  what: `${pkg}/src/theme/${file}`,
  package: pkg,
  range: DOCUSAURUS_RANGE,
  usedBy: theme(path.posix.dirname(file)),
  why: `src/theme/${file} is an ejected copy: ${why}. Re-eject and re-apply its BUI: lines (src/theme/ejected-*.test.ts) when upstream changes.`,
  probe: {kind: 'unchanged', package: pkg, file: `src/theme/${file}`, sha256},
});

/** Every internal, by a stable id (the tests and check:upgrade name them by it). */
export const SURFACE = {
  // Private modules.
  themeClassicProgressBar: {
    kind: 'private module',
    what: `${CLASSIC}/lib/nprogress`,
    package: CLASSIC,
    file: 'lib/nprogress',
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: "theme-classic's client module for the route-change progress bar, aliased to progressBar.ts (no nprogress library in main.js)",
    probe: {kind: 'file', package: CLASSIC, file: 'lib/index.js', contains: ["'./nprogress'"]},
  },
  themeClassicProgressBarModule: {
    kind: 'private module',
    what: `${CLASSIC}/lib/nprogress.js`,
    package: CLASSIC,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: 'the module the alias replaces; progressBar.ts reproduces its timings (200 ms delay, no spinner)',
    probe: {kind: 'file', package: CLASSIC, file: 'lib/nprogress.js', contains: ['showSpinner: false']},
  },
  themeClassicProgressBarCss: {
    kind: 'private module',
    what: `${CLASSIC}/lib/nprogress.css`,
    package: CLASSIC,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: "progressBar.ts imports the theme's stylesheet and writes nprogress' markup (#nprogress > .bar > .peg) for it",
    probe: {
      kind: 'file',
      package: CLASSIC,
      file: 'lib/nprogress.css',
      contains: ['#nprogress .bar', '#nprogress .peg', '--docusaurus-progress-bar-color'],
    },
  },
  utilsCommonTrailingSlash: {
    kind: 'private module',
    what: '@docusaurus/utils-common/lib/applyTrailingSlash.js',
    package: '@docusaurus/utils-common',
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: 'utilsCommonForBrowser.ts rebuilds the package index from its modules, without tslib',
    probe: {
      kind: 'exports',
      specifier: '@docusaurus/utils-common/lib/applyTrailingSlash.js',
      names: ['default', 'addTrailingSlash', 'addLeadingSlash', 'removeTrailingSlash'],
    },
  },
  utilsCommonStrings: {
    kind: 'private module',
    what: '@docusaurus/utils-common/lib/stringUtils.js',
    package: '@docusaurus/utils-common',
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: 'utilsCommonForBrowser.ts rebuilds the package index from its modules, without tslib',
    probe: {
      kind: 'exports',
      specifier: '@docusaurus/utils-common/lib/stringUtils.js',
      names: ['addPrefix', 'removeSuffix', 'addSuffix', 'removePrefix'],
    },
  },
  utilsCommonErrors: {
    kind: 'private module',
    what: '@docusaurus/utils-common/lib/errorUtils.js',
    package: '@docusaurus/utils-common',
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: 'utilsCommonForBrowser.ts rebuilds the package index from its modules, without tslib',
    probe: {kind: 'exports', specifier: '@docusaurus/utils-common/lib/errorUtils.js', names: ['getErrorCausalChain']},
  },
  coreCodegenRoutes: {
    kind: 'private module',
    what: `${CORE}/lib/server/codegen/codegenRoutes`,
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: "its unit tests have Docusaurus' own code generator write the registry and routes files the loaders rewrite",
    probe: {kind: 'exports', specifier: `${CORE}/lib/server/codegen/codegenRoutes`, names: ['generateRouteFiles']},
  },
  themeClassicDocVersionRoot: {
    kind: 'private module',
    what: `${CLASSIC}/lib/theme/DocVersionRoot/index.js`,
    package: CLASSIC,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: "the docs-shell split-chunk group (DOCS_SHELL) matches this module's file by path",
    probe: {kind: 'file', package: CLASSIC, file: 'lib/theme/DocVersionRoot/index.js'},
  },
  themeClassicDocsRoot: {
    kind: 'private module',
    what: `${CLASSIC}/lib/theme/DocsRoot/index.js`,
    package: CLASSIC,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: "the docs-shell split-chunk group (DOCS_SHELL) matches this module's file by path",
    probe: {kind: 'file', package: CLASSIC, file: 'lib/theme/DocsRoot/index.js'},
  },
  themeClassicPrismLanguages: {
    kind: 'private module',
    what: `${CLASSIC}/lib/prism-include-languages`,
    package: CLASSIC,
    file: 'lib/prism-include-languages',
    range: DOCUSAURUS_RANGE,
    usedBy: codeHighlighting,
    why: 'the client module that puts Prism into main.js on every page; aliased to one that imports nothing',
    probe: {
      kind: 'file',
      package: CLASSIC,
      file: 'lib/prism-include-languages.js',
      contains: [/from 'prism-react-renderer'/, 'prismIncludeLanguages(Prism)'],
    },
  },
  themeClassicRegistersPrismLanguages: {
    kind: 'private module',
    what: `${CLASSIC}/lib/index.js lists ./prism-include-languages`,
    package: CLASSIC,
    range: DOCUSAURUS_RANGE,
    usedBy: codeHighlighting,
    why: 'the alias takes effect only while theme-classic registers that client module by this path',
    probe: {kind: 'file', package: CLASSIC, file: 'lib/index.js', contains: ["'./prism-include-languages'"]},
  },
  themeClassicCodeBlockContent: {
    kind: 'private module',
    what: `${CLASSIC}/lib/theme/CodeBlock/Content/index.js`,
    package: CLASSIC,
    file: 'lib/theme/CodeBlock/Content/index.js',
    range: DOCUSAURUS_RANGE,
    usedBy: codeHighlighting,
    why: "the one module that highlights with prism-react-renderer's Highlight; its import is aliased to PrebuiltHighlight.tsx",
    probe: {
      kind: 'file',
      package: CLASSIC,
      file: 'lib/theme/CodeBlock/Content/index.js',
      contains: [/^import \{Highlight\} from 'prism-react-renderer';$/m],
    },
  },
  themeInitDocItemContent: {
    kind: 'private module',
    what: '@theme-init/DocItem/Content',
    package: CLASSIC,
    range: DOCUSAURUS_RANGE,
    usedBy: testFaults,
    why: "the test-only theme wraps theme-classic's doc content with a component that can crash on demand",
    probe: {kind: 'file', package: CLASSIC, file: 'lib/theme/DocItem/Content/index.js'},
  },
  themeCommonInternalAnnouncementBar: {
    kind: 'private module',
    what: '@docusaurus/theme-common/internal useAnnouncementBar',
    package: '@docusaurus/theme-common',
    range: DOCUSAURUS_RANGE,
    usedBy: theme('AnnouncementBar'),
    why: 'the wrapper reads whether the bar is closed, which only the internal hook tells',
    probe: {kind: 'exports', specifier: '@docusaurus/theme-common/internal', names: ['useAnnouncementBar']},
  },
  themeCommonInternalDateTimeFormat: {
    kind: 'private module',
    what: '@docusaurus/theme-common/internal useDateTimeFormat',
    package: '@docusaurus/theme-common',
    range: DOCUSAURUS_RANGE,
    usedBy: theme('BlogArchivePage'),
    why: 'the ejected archive page formats dates as the stock one does',
    probe: {kind: 'exports', specifier: '@docusaurus/theme-common/internal', names: ['useDateTimeFormat']},
  },
  docsearchModal: {
    kind: 'private module',
    what: '@docsearch/react/modal (the minified DocSearchModal.js)',
    package: '@docsearch/react',
    specifier: '@docsearch/react/modal',
    range: DOCSEARCH_RANGE,
    usedBy: docsearchWithoutAskAi,
    why: 'the plugin parses the prebuilt modal, replaces its Ask AI hook (the one call with {assistantId, agentStudio}) and tree-shakes the rest',
    probe: {
      kind: 'file',
      package: '@docsearch/react',
      file: 'dist/esm/DocSearchModal.js',
      contains: ['assistantId:', 'agentStudio:'],
    },
  },
  docsearchAskAiState: {
    kind: 'private module',
    what: "the fields the modal reads from its Ask AI hook's result",
    package: '@docsearch/react',
    range: DOCSEARCH_RANGE,
    usedBy: docsearchWithoutAskAi,
    why: 'client/askAiOff.ts returns by hand the idle state the hook returns without an assistant (a field the modal newly reads shows only in the browser tests)',
    probe: {
      kind: 'file',
      package: '@docsearch/react',
      file: 'dist/esm/DocSearchModal.js',
      contains: [
        'isStreaming',
        'askAiError',
        'sendMessage',
        'setMessages',
        'clearError',
        'resetAskAiChatSession',
        'stopAskAiStreaming',
        'sendFeedback',
        'getConversation',
      ],
    },
  },
  docsearchSearchRequest: {
    kind: 'private module',
    what: "the modal's request to its search client, search({requests})",
    package: '@docsearch/react',
    range: DOCSEARCH_RANGE,
    usedBy: localSearch,
    why: "the local index answers the modal through a search client that speaks Algolia's request and response shape",
    probe: {
      kind: 'file',
      package: '@docsearch/react',
      file: 'dist/esm/DocSearchModal.js',
      contains: ['.search({requests:'],
    },
  },
  docsearchModalCss: {
    kind: 'private module',
    what: '@docsearch/css/dist/modal.css',
    package: '@docsearch/css',
    range: DOCSEARCH_RANGE,
    usedBy: buiLibrary,
    why: "ON_DEMAND_CSS keeps the modal's stylesheet out of the one every page links (it loads when the modal opens)",
    probe: {kind: 'file', package: '@docsearch/css', file: 'dist/modal.css', contains: ['.DocSearch-Modal']},
  },
  docsearchButtonCss: {
    kind: 'private module',
    what: '@docsearch/css/dist/button.css',
    package: '@docsearch/css',
    range: DOCSEARCH_RANGE,
    usedBy: theme('SearchBar'),
    why: "the search bar imports the button's CSS with the page and the modal's on demand, not the package's one stylesheet",
    probe: {kind: 'file', package: '@docsearch/css', file: 'dist/button.css', contains: ['.DocSearch-Button']},
  },
  docsearchVariablesCss: {
    kind: 'private module',
    what: '@docsearch/css/dist/_variables.css',
    package: '@docsearch/css',
    range: DOCSEARCH_RANGE,
    usedBy: theme('SearchBar'),
    why: "the button's CSS needs DocSearch's variables",
    probe: {
      kind: 'file',
      package: '@docsearch/css',
      file: 'dist/_variables.css',
      contains: ['--docsearch-primary-color'],
    },
  },
  announcementStorageKeys: {
    kind: 'private module',
    what: 'localStorage keys docusaurus.announcement.{id,dismiss}',
    package: '@docusaurus/theme-common',
    range: DOCUSAURUS_RANGE,
    usedBy: {plugin: 'tests', folder: 'tests/site'},
    why: "chrome.spec.ts writes and reads the announcement bar's stored state directly (a v4 future flag may namespace them)",
    probe: {
      kind: 'file',
      package: '@docusaurus/theme-common',
      file: 'lib/contexts/announcementBar.js',
      contains: ["'docusaurus.announcement.dismiss'", "'docusaurus.announcement.id'"],
    },
  },
  generatedFilesDirVariable: {
    kind: 'private module',
    what: 'DOCUSAURUS_GENERATED_FILES_DIR_NAME',
    package: '@docusaurus/utils',
    range: DOCUSAURUS_RANGE,
    usedBy: {plugin: 'tests', folder: 'tests/search'},
    why: 'the dev-server and Algolia-variant tests build into their own generated-files folder beside the main build',
    probe: {
      kind: 'file',
      package: '@docusaurus/utils',
      file: 'lib/constants.js',
      contains: ['process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME'],
    },
  },

  // Generated files.
  registryFormat: {
    kind: 'generated file',
    what: `.docusaurus/${GENERATED_FILES.registry}`,
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: 'registry-loader.cjs drops the module path of each line, which it matches by a regular expression',
    probe: {
      kind: 'generated',
      file: `.docusaurus/${GENERATED_FILES.registry}`,
      shape: 'every line is an entry the registry loader rewrites',
    },
  },
  routesFormat: {
    kind: 'generated file',
    what: `.docusaurus/${GENERATED_FILES.routes} and ${GENERATED_FILES.routesChunkNames}`,
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: 'routes-loader.cjs parses routes.js and merges routesChunkNames.json into one compact table',
    probe: {
      kind: 'generated',
      file: `.docusaurus/${GENERATED_FILES.routes}`,
      shape: 'the routes loader compacts it with routesChunkNames.json',
    },
  },
  routesForStylesheets: {
    kind: 'generated file',
    what: `.docusaurus/${GENERATED_FILES.routes} and ${GENERATED_FILES.routesChunkNames}`,
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: pageStylesheets,
    why: "routes.ts reads the route tree and each route's chunk names to link a page's stylesheets",
    probe: {
      kind: 'generated',
      file: `.docusaurus/${GENERATED_FILES.routes}`,
      shape: "parseRoutes finds the Button page's routes, each with chunk names",
    },
  },
  globalDataFormat: {
    kind: 'generated file',
    what: `.docusaurus/${GENERATED_FILES.globalData}`,
    package: '@docusaurus/plugin-content-docs',
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: "global-data-loader.cjs packs each docs version's list of docs",
    probe: {
      kind: 'generated',
      file: `.docusaurus/${GENERATED_FILES.globalData}`,
      shape: 'the global data loader packs it',
    },
  },
  docsPropsFormat: {
    kind: 'generated file',
    what: '.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json',
    package: '@docusaurus/plugin-content-docs',
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: "doc-descriptions-loader.cjs moves the docs' descriptions from the version's props to the category index pages' props",
    probe: {
      kind: 'generated',
      file: '.docusaurus/docusaurus-plugin-content-docs/default/p',
      shape: 'a version props file with docs that have descriptions, and category index props with a permalink',
    },
  },
  docsPluginData: {
    kind: 'generated file',
    what: '.docusaurus/docusaurus-plugin-content-docs/<id>/__plugin.json',
    package: '@docusaurus/plugin-content-docs',
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: 'the docs-shell split-chunk group (DOCS_SHELL) matches the docs route data by this path',
    probe: {
      kind: 'generated',
      file: '.docusaurus/docusaurus-plugin-content-docs/default/__plugin.json',
      shape: 'exists',
    },
  },
  createDataLayout: {
    kind: 'generated file',
    what: '<generatedFilesDir>/<plugin name>/<plugin id>/ (createData)',
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: docgen,
    why: 'the @docgen alias points at the folder where createData() writes the props tables',
    probe: {kind: 'generated', file: '.docusaurus/bui-docgen/default/Button.json', shape: 'a props table named Button'},
  },
  statsChunkGroups: {
    kind: 'generated file',
    what: "the bundler's stats: namedChunkGroups and chunk children",
    package: '@rspack/core',
    range: '1.7.12',
    usedBy: pageStylesheets,
    why: 'the plugin records which CSS files each named chunk loads, from the stats of the client build',
    probe: {
      kind: 'generated',
      file: '.docusaurus/page-stylesheets-chunk-css.json',
      shape: "the examples' chunks and route chunks have CSS files",
    },
  },
  statsChunkModules: {
    kind: 'generated file',
    what: "the bundler's stats: chunk modules, nested, with nameForCondition",
    package: '@rspack/core',
    range: '1.7.12',
    usedBy: buiLibrary,
    why: 'chunk-components.ts records which design-system parts each script holds (tests/quality/page-code-loaded.ts, run on the load of each route in tests/quality/a11y.spec.ts)',
    probe: {kind: 'generated', file: '.docusaurus/bui-chunk-components.json', shape: 'some script holds Button'},
  },

  // Bundler internals.
  chunkFileNames: {
    kind: 'bundler internal',
    what: `output.chunkFilename ${DOCUSAURUS_CHUNK_FILENAMES.js} and the CSS extractor's ${DOCUSAURUS_CHUNK_FILENAMES.css}`,
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: 'nameChunkFilesById names on-demand chunk files by id, so the runtime carries no table of chunk names',
    probe: {
      kind: 'bundler config',
      key: 'output.chunkFilename, plugins[].options.chunkFilename',
      shape: `${DOCUSAURUS_CHUNK_FILENAMES.js} and ${DOCUSAURUS_CHUNK_FILENAMES.css}`,
    },
  },
  chunkFilesById: {
    kind: 'bundler internal',
    what: 'build/assets/js/<chunk id>.<hash>.js and __webpack_require__.gca',
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: lean,
    why: "with files named by id, prefetching still finds a route's chunks by name through Docusaurus' gca runtime helper",
    probe: {
      kind: 'generated',
      file: 'build/assets/js',
      shape: 'on-demand scripts named <id>.<hash>.js, and a runtime that defines gca',
    },
  },
  builtPageMarkup: {
    kind: 'generated file',
    what: "the built pages' classes: docs-doc-id-<id> and ThemeClassNames' page, markdown, code-block, admonition and breadcrumb classes",
    package: CLASSIC,
    range: DOCUSAURUS_RANGE,
    usedBy: htmlOutput,
    why: 'page-markdown tells a doc or post from other pages, and finds its prose, code blocks and section, by them',
    probe: {
      kind: 'generated',
      file: 'build/docs/components/button.html and build/blog/welcome.html',
      shape: 'pageToMarkdown reads the Button page as a doc of the Components section, and the welcome post as a post',
    },
  },
  splitChunkGroups: {
    kind: 'bundler internal',
    what: `optimization.splitChunks.cacheGroups.{${DOCUSAURUS_CHUNK_GROUPS.join(',')}}`,
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: buiLibrary,
    why: "the plugin's own `test` is merged into Docusaurus' groups of these names, keeping the design system out of the shared chunk and stylesheet",
    probe: {
      kind: 'bundler config',
      key: `optimization.splitChunks.cacheGroups.{${DOCUSAURUS_CHUNK_GROUPS.join(',')}}`,
      shape: 'two groups of those names in the client build',
    },
  },
  persistentCache: {
    kind: 'bundler internal',
    what: "experiments.cache (Rspack's persistent cache)",
    package: CORE,
    range: DOCUSAURUS_RANGE,
    usedBy: buildCache,
    why: "the plugin adds src/plugins' files to the cache's build dependencies, so an edited loader evicts it",
    probe: {
      kind: 'bundler config',
      key: 'experiments.cache',
      shape: "{type: 'persistent', buildDependencies: string[]}",
    },
  },
  ensureChunk: {
    kind: 'bundler internal',
    what: '__webpack_require__.e',
    package: '@rspack/core',
    range: '1.7.12',
    usedBy: resilience,
    why: 'offline-navigation.ts wraps the chunk loader so an offline navigation waits for the network instead of reloading',
    probe: {
      kind: 'value',
      package: '@rspack/core',
      path: ['RuntimeGlobals', 'ensureChunk'],
      equals: '__webpack_require__.e',
    },
  },

  // Ejected theme files.
  ejectedBlogArchivePage: ejected(
    CLASSIC,
    'BlogArchivePage/index.tsx',
    '42fb9f651c21b4f6a6161bb8ee6726ab3a4e3c35779bf278039c4e79c67758d1',
    'headings in order and one banner landmark',
  ),
  ejectedBlogListPage: ejected(
    CLASSIC,
    'BlogListPage/index.tsx',
    'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
    "the blog index's own markup",
  ),
  ejectedNavbarItemTypes: ejected(
    CLASSIC,
    'NavbarItem/ComponentTypes.tsx',
    'bca91aa806923bd6c308c26db8f0dd8ab1c73944f732c381afcd870881c150f5',
    "main.js without the navbar item types the site's navbar does not use",
  ),
  ejectedTabItem: ejected(
    CLASSIC,
    'TabItem/index.tsx',
    'e8a3de7eec755ab4baa5784fe5def7845423c3179a5e260bb0e774dca49e885d',
    "the tab panel's own markup",
  ),
  ejectedTabItemStyles: ejected(
    CLASSIC,
    'TabItem/styles.module.css',
    'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
    "the tab panel's own styles",
  ),
  ejectedCodeBlock: ejected(
    CLASSIC,
    'CodeBlock/index.tsx',
    '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    'code blocks with tokens made at build time',
  ),
  ejectedSearchBar: ejected(
    SEARCH_THEME,
    'SearchBar/index.tsx',
    '9eaaf33e9230540613bda7c357d603835b954dfdc897efff54e8c000a128025f',
    'the local index without Algolia credentials, and the modal loaded on demand',
  ),
  ejectedSearchBarStyles: ejected(
    SEARCH_THEME,
    'SearchBar/styles.css',
    'a776bc0a95abd6034bed533d046005b655ff857c7635bda044e06a4ddffdb26d',
    "the search bar's styles",
  ),
  ejectedSearchPage: ejected(
    SEARCH_THEME,
    'SearchPage/index.tsx',
    'ce927bf4f80a81368f3286123193ebd126ce035c94fef604b5d33e5f40a02910',
    'the search page answers from the local index',
  ),
  ejectedSearchPageStyles: ejected(
    SEARCH_THEME,
    'SearchPage/styles.module.css',
    '36a2b718ec94196ddc93faebe69dc2867590673d11f8e9b36ac9922c4cfd979e',
    "the search page's styles",
  ),
} as const satisfies Record<string, Internal>;

export type InternalId = keyof typeof SURFACE;

/** Each internal with its id: those above, then one per wrapped theme component. */
export const INTERNALS: readonly (Internal & {id: string})[] = [
  ...Object.entries(SURFACE).map(([id, entry]): Internal & {id: string} => ({...entry, id})),
  ...WRAPPED_COMPONENTS.map(wrapped),
];

/** The message of every failure that an internal has moved: `<plugin> (<folder>): <detail>`. */
export function failure(internal: Pick<Internal, 'usedBy'>, detail: string): string {
  return `${internal.usedBy.plugin} (${internal.usedBy.folder}): ${detail}`;
}

const siteRequire = createRequire(path.join(__dirname, '..', 'package.json'));

/**
 * The folder of an installed package, as the site resolves it: looked up in
 * the folders Node would search, since a package with an `exports` map
 * (@docsearch/react) need not export its package.json.
 */
export function packageDir(name: string): string {
  for (const dir of siteRequire.resolve.paths(name) ?? []) {
    if (existsSync(path.join(dir, name, 'package.json'))) return path.join(dir, name);
  }
  throw new Error(`${name} is not installed`);
}

/** The installed version of a package, as messages name it. */
export function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {version: string}).version;
}

/** The absolute path of a private module a plugin aliases or matches. */
export function modulePath(internal: Pick<Internal, 'package' | 'file' | 'what'>): string {
  if (!internal.file) throw new Error(`${internal.what} names no file inside ${internal.package}`);
  return packageFile(internal.package, internal.file);
}

/** An absolute path inside an installed package (for packages without an `exports` map, whose files are all reachable). */
export function packageFile(name: string, file: string): string {
  return path.join(packageDir(name), ...file.split('/'));
}
