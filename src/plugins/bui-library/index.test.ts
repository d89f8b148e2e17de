import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import buiLibrary, {
  checkChunkGroups,
  EXAMPLE_CHUNK_PREFIX,
  EXAMPLE_FILE,
  isDesignSystemModule,
  isPageStylesheetModule,
  SERVER_TWINS,
} from './index';

const at = (file: string) => ({nameForCondition: () => file});

describe("the design system stays out of Docusaurus' common chunk", () => {
  it('recognises the library, its frames and the packages only they use', () => {
    for (const file of [
      '/site/src/bui/Icon/Icon.tsx',
      '/site/src/bui/internal/devWarn.ts',
      '/site/src/components/Example/index.tsx',
      '/site/node_modules/react-aria-components/dist/Button.mjs',
      '/site/node_modules/@react-aria/focus/dist/FocusScope.mjs',
      '/site/node_modules/react-stately/dist/private/collections/CollectionBuilder.js',
      '/site/node_modules/@internationalized/date/dist/CalendarDate.mjs',
    ]) {
      expect(isDesignSystemModule(at(file)), file).toBe(true);
    }
  });

  it("leaves the site's chrome and React to Docusaurus", () => {
    for (const file of [
      '/site/src/theme/SearchBar/index.tsx',
      '/site/node_modules/react/index.js',
      '/site/node_modules/@docusaurus/theme-common/lib/index.js',
      '/site/node_modules/react-aria-lookalike/index.js',
    ]) {
      expect(isDesignSystemModule(at(file)), file).toBe(false);
    }
    expect(isDesignSystemModule({resource: '/site/src/bui/Button/Button.tsx'})).toBe(true);
    expect(isDesignSystemModule({})).toBe(false);
  });
});

describe('the stylesheet every page links', () => {
  it("holds the site's and Docusaurus' CSS and the search button's", () => {
    for (const file of [
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/src/components/ScrollableTable/styles.module.css',
      '/site/src/css/custom.css',
      '/site/src/theme/SearchBar/styles.css',
      '/site/node_modules/@docsearch/css/dist/button.css',
      '/site/node_modules/@docsearch/css/dist/_variables.css',
    ]) {
      expect(isPageStylesheetModule(at(file)), file).toBe(true);
    }
  });

  it("leaves out the design system's, linked by the pages that show it, and the search modal's", () => {
    for (const file of [
      '/site/src/bui/Button/Button.module.css',
      '/site/src/components/Example/styles.module.css',
      '/site/node_modules/@docsearch/css/dist/modal.css',
    ]) {
      expect(isPageStylesheetModule(at(file)), file).toBe(false);
    }
  });
});

/** The split-chunk groups of Docusaurus 3.9.1's client build (webpack/base.js), as configureWebpack receives them. */
const docusaurusClientConfig = () => ({
  optimization: {
    splitChunks: {
      name: false as const,
      cacheGroups: {
        default: false as const,
        common: {name: 'common', minChunks: 21, priority: 40},
        styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50},
      },
    },
  },
});

describe("Docusaurus' split-chunk groups, which the rules merge into by name", () => {
  it('are there in the client build of Docusaurus 3.9.1', () => {
    expect(() => checkChunkGroups(docusaurusClientConfig())).not.toThrow();
  });

  it('fail the build, naming the plugin, when one is renamed or gone', () => {
    const renamed = docusaurusClientConfig();
    const {common, ...others} = renamed.optimization.splitChunks.cacheGroups;
    const withoutCommon = {optimization: {splitChunks: {cacheGroups: {...others, shared: common}}}};
    expect(() => checkChunkGroups(withoutCommon)).toThrow(
      'bui-library (src/plugins/bui-library): the client build has no split-chunk group `common` (optimization.splitChunks.cacheGroups), as in Docusaurus 3.9.1',
    );
    expect(() => checkChunkGroups({optimization: {splitChunks: false}})).toThrow(/group `common` or `styles`/);
    const plugin = buiLibrary({siteDir: '/site', generatedFilesDir: '/site/.docusaurus'} as LoadContext);
    expect(() => plugin.configureWebpack?.({}, false, {} as never, {})).toThrow(
      /^bui-library \(src\/plugins\/bui-library\)/,
    );
    expect(() => plugin.configureWebpack?.({}, true, {} as never, {})).not.toThrow();
  });
});

describe("an example's island: its markup and its frame", () => {
  const site = '/site';
  const config = (isServer: boolean) => {
    const plugin = buiLibrary({siteDir: site, generatedFilesDir: `${site}/.docusaurus`} as LoadContext);
    return plugin.configureWebpack?.(docusaurusClientConfig() as never, isServer, {} as never, {}) as {
      resolve: {alias: Record<string, string>};
      module: {rules: {test: RegExp; use?: {options?: {split?: boolean}}[]}[]};
    };
  };
  const twins = SERVER_TWINS.map((name) => [
    `${site}/src/components/${name}.ts`,
    `${site}/src/components/${name}.server.ts`,
  ]);

  it('are rendered by the server build, with the server renderer and the frame at hand', () => {
    expect(twins).toHaveLength(3);
    for (const [browser, server] of twins) expect(config(true).resolve.alias[browser]).toBe(server);
  });

  it('are left to the browser build without the server renderer, the frame fetched on demand', () => {
    for (const [browser] of twins) expect(config(false).resolve.alias).not.toHaveProperty(browser);
  });

  it('examples are split from their pages in the browser build only', () => {
    const loaderOptions = (isServer: boolean) =>
      config(isServer).module.rules.find((rule) => rule.test === EXAMPLE_FILE)?.use?.[0]?.options;
    expect(loaderOptions(false)).toEqual({chunkPrefix: EXAMPLE_CHUNK_PREFIX});
    expect(loaderOptions(true)).toEqual({});
  });
});
