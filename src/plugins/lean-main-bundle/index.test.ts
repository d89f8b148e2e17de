import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import {afterAll, describe, expect, test} from 'vitest';
import leanMainBundle, {PROGRESS_BAR, THEME_PROGRESS_BAR, UTILS_COMMON_FOR_BROWSER} from './index';
import * as forBrowser from './client/utilsCommonForBrowser';

const requireHere = createRequire(__filename);
type ChunkNames = Record<string, unknown>;
/* eslint-disable @typescript-eslint/no-require-imports -- the loaders are CommonJS (Rspack requires them) */
const {withoutModulePaths} = require('./loaders/registry-loader.cjs') as {
  withoutModulePaths: (text: string, file: string) => string;
};
const {packGlobalData} = require('./loaders/global-data-loader.cjs') as {
  packGlobalData: (text: string, file: string) => string;
};
const {compactRoutes} = require('./loaders/routes-loader.cjs') as {
  compactRoutes: (text: string, chunkNames: Record<string, ChunkNames>, file: string) => string;
};
/* eslint-enable @typescript-eslint/no-require-imports */
const {generateRouteFiles} = requireHere('@docusaurus/core/lib/server/codegen/codegenRoutes') as {
  generateRouteFiles: (options: {generatedFilesDir: string; routes: RouteConfig[]}) => Promise<void>;
};

describe('utilsCommonForBrowser', () => {
  test('exports what @docusaurus/utils-common exports, the same values', () => {
    const upstream = requireHere('@docusaurus/utils-common') as Record<string, unknown>;
    expect(Object.keys(forBrowser).sort()).toEqual(Object.keys(upstream).sort());
    for (const [name, value] of Object.entries(forBrowser)) expect(value, name).toBe(upstream[name]);
  });

  test('needs no tslib: none of the modules it takes requires it', () => {
    const source = readFileSync(UTILS_COMMON_FOR_BROWSER, 'utf8');
    const modules = [...source.matchAll(/from '(@docusaurus\/utils-common\/lib\/[^']+)'/g)].map((match) => match[1]);
    expect(modules).toHaveLength(3);
    for (const module of modules)
      expect(readFileSync(requireHere.resolve(module), 'utf8'), module).not.toMatch(/tslib/);
  });
});

describe('registry loader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-main-bundle-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  /** The registry @docusaurus/core itself writes for two routes. */
  async function generatedRegistry(): Promise<string> {
    const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
    await generateRouteFiles({
      generatedFilesDir: dir,
      routes: [
        {path: '/docs/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.mdx'}, plugin},
        {path: '/docs/b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b.mdx'}, plugin},
      ],
    });
    return readFileSync(path.join(dir, 'registry.js'), 'utf8');
  }

  test('drops the module path of every entry of the registry Docusaurus writes, and nothing else', async () => {
    const registry = await generatedRegistry();
    expect(registry).toContain('"@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")');
    const result = withoutModulePaths(registry, 'registry.js');
    const entries = registry.split('\n').filter((line) => line.includes('import('));
    expect(entries.length).toBeGreaterThanOrEqual(3); // two pages and their component
    expect(result).toBe(registry.replace(/\), "[^"]+", require\.resolveWeak\(/g, '), "", require.resolveWeak('));
    expect(result).not.toContain('"@site/docs/a.mdx", ');
    expect(result).toContain('import(/* webpackChunkName:');
  });

  test('fails on a line of another shape, naming the file and the line', () => {
    const registry = 'export default {\n  "abc": [() => import("@site/docs/a.mdx"), "@site/docs/a.mdx"],};\n';
    expect(() => withoutModulePaths(registry, '/site/.docusaurus/registry.js')).toThrow(
      /^\/site\/\.docusaurus\/registry\.js:2: not a registry entry/,
    );
  });

  test('fails when the three paths of an entry differ', () => {
    const registry =
      'export default {\n  "abc": [() => import(/* webpackChunkName: "abc" */ "@site/a.mdx"), "@site/b.mdx", require.resolveWeak("@site/a.mdx")],};\n';
    expect(() => withoutModulePaths(registry, 'registry.js')).toThrow(/registry\.js:2/);
  });
});

describe('routes loader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-main-bundle-routes-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const docs = {name: 'docusaurus-plugin-content-docs', id: 'default'};
  const blog = {name: 'docusaurus-plugin-content-blog', id: 'default'};

  /** Routes of every shape the site has: nested, with attributes, context, props, lists, a quote in a path. */
  const routes: RouteConfig[] = [
    {
      path: '/blog',
      component: '@theme/BlogListPage',
      exact: true,
      plugin: blog,
      props: {title: 'Blog'},
      modules: {
        items: [{content: '@site/blog/a.md'}, {content: '@site/blog/b.md'}],
        sidebar: '@generated/blog/sidebar.json',
      },
    },
    {
      path: "/blog/it's",
      component: '@theme/BlogPostPage',
      exact: true,
      plugin: blog,
      modules: {content: '@site/blog/a.md'},
      context: {data: {blogMetadata: '@generated/blog/metadata.json'}},
    },
    {
      path: '/docs',
      component: '@theme/DocsRoot',
      exact: false,
      plugin: docs,
      routes: [
        {
          path: '/docs',
          component: '@theme/DocVersionRoot',
          plugin: docs,
          props: {version: {label: 'Next'}},
          versionName: 'current',
          routes: [
            ...['a', 'b', 'c', 'd'].map((id) => ({
              path: `/docs/${id}`,
              component: '@theme/DocItem',
              exact: true,
              plugin: docs,
              modules: {content: `@site/docs/${id}.mdx`},
              sidebar: 'buiSidebar',
              'data-x': {nested: ['buiSidebar', 2]},
            })),
            {
              path: '/docs',
              component: '@theme/DocItem',
              exact: true,
              plugin: docs,
              modules: {content: '@site/docs/index.mdx'},
              sidebar: 'buiSidebar',
            },
          ],
        },
      ],
    },
  ];

  /** Evaluates a routes.js with ComponentCreator reading `table` as Docusaurus' does, as the browser would. */
  function evaluate(code: string, table: Record<string, ChunkNames>) {
    const created: unknown[] = [];
    const ComponentCreator = (routePath: string, hash?: string) => {
      const component = {
        routePath,
        hash,
        chunkNames: hash === undefined ? null : structuredClone(table[`${routePath}-${hash}`]),
      };
      created.push(component);
      return component;
    };
    const body = code.replace(/^import .*$/gm, '').replace('export default', 'return');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generated module, as the bundle would run it
    const run = new Function('React', 'ComponentCreator', 'routesChunkNames', body) as (...args: unknown[]) => unknown;
    const value = run({}, ComponentCreator, table);
    return {routes: value, created, table};
  }

  async function generated() {
    await generateRouteFiles({generatedFilesDir: dir, routes});
    const text = readFileSync(path.join(dir, 'routes.js'), 'utf8');
    const chunkNames = JSON.parse(readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8')) as Record<
      string,
      ChunkNames
    >;
    return {text, chunkNames};
  }

  test('gives the same routes in the same order, each component its chunk names, from a table that starts empty', async () => {
    const {text, chunkNames} = await generated();
    const original = evaluate(text, structuredClone(chunkNames));
    const compact = evaluate(compactRoutes(text, chunkNames, 'routes.js'), {});
    expect(original.created.length).toBe(10); // nine routes and the 404
    expect(compact.routes).toEqual(original.routes);
    expect(JSON.stringify(compact.routes)).toBe(JSON.stringify(original.routes));
    // Each component with its own chunk names (a parent's is now created after its children's).
    const sorted = (created: unknown[]) => created.map((component) => JSON.stringify(component)).sort();
    expect(sorted(compact.created)).toEqual(sorted(original.created));
    // The table prefetching reads (a parent's entry now follows its children's).
    expect(compact.table).toEqual(chunkNames);
  });

  test('names each path once, and a string used three times or more once', async () => {
    const {text, chunkNames} = await generated();
    const compact = compactRoutes(text, chunkNames, 'routes.js');
    expect(compact.match(/"\/docs\/a"/g)).toHaveLength(1);
    expect(text.match(/'\/docs\/a'/g)).toHaveLength(2);
    expect(compact.match(/"buiSidebar"/g)).toHaveLength(1);
  });

  test('fails, naming the file and line, on what Docusaurus 3.9.1 does not write', async () => {
    const {text, chunkNames} = await generated();
    const withoutKey = {...chunkNames};
    delete withoutKey[Object.keys(withoutKey).find((key) => key.startsWith('/docs/b-'))!];
    expect(() => compactRoutes(text, withoutKey, '/site/.docusaurus/routes.js')).toThrow(
      /^\/site\/\.docusaurus\/routes\.js:\d+: routesChunkNames\.json has no "\/docs\/b-/,
    );
    expect(() => compactRoutes(text, {...chunkNames, '/gone-123': {}}, 'routes.js')).toThrow(
      /keys no route uses: \/gone-123/,
    );
    const otherCall = text.replace("ComponentCreator('/docs/c', ", "ComponentCreator('/docs/x', ");
    expect(() => compactRoutes(otherCall, chunkNames, 'routes.js')).toThrow(/routes\.js:\d+: ComponentCreator/);
  });
});

describe('global data loader', () => {
  const doc = (id: string, docPath: string, sidebar?: string) => ({id, path: docPath, ...(sidebar && {sidebar})});
  /** The docs plugin's global data as Docusaurus 3.9.1 writes it, with the kinds of doc this site has, in two versions. */
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'current',
            label: 'Next',
            isLast: true,
            path: '/docs',
            mainDocId: 'index',
            docs: [
              doc('components/button', '/docs/components/button', 'buiSidebar'),
              doc('index', '/docs/', 'buiSidebar'),
              doc('/category/components', '/docs/category/components', 'buiSidebar'),
              doc('unlisted/page', '/docs/unlisted/page'),
              doc('renamed', '/docs/a-custom-slug', 'other'),
            ],
            draftIds: [],
            sidebars: {buiSidebar: {link: {path: '/docs/category/components', label: 'Components'}}},
          },
          {
            name: '1.0',
            label: '1.0',
            isLast: false,
            path: '/docs/1.0',
            mainDocId: 'x',
            docs: [doc('x', '/docs/1.0/x', 'buiSidebar')],
          },
        ],
        breadcrumbs: true,
      },
    },
    'bui-local-search': {default: {indexUrl: '/search-index.json?v=1'}},
  };
  const evaluate = (code: string): unknown =>
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generated module, as the bundle would run it
    (new Function(code.replace('export default', 'return')) as () => unknown)();

  test('the module gives back exactly the global data', () => {
    const text = JSON.stringify(globalData, null, 2);
    const packed = packGlobalData(text, 'globalData.json');
    expect(JSON.stringify(evaluate(packed))).toBe(JSON.stringify(globalData));
    expect(packed.match(/"buiSidebar"(?!:)/g)).toHaveLength(1); // as a value; the sidebars object names it as a key
    expect(packed).toContain('["components/button",s0]');
    expect(packed).toContain('["renamed",s1,"/docs/a-custom-slug"]');
    expect(packed).toContain('["unlisted/page",0]');
  });

  test('fails, naming the file, on data of another shape', () => {
    const extraKey = structuredClone(globalData);
    Object.assign(extraKey['docusaurus-plugin-content-docs'].default.versions[0].docs[0], {title: 'Button'});
    expect(() => packGlobalData(JSON.stringify(extraKey), '/site/.docusaurus/globalData.json')).toThrow(
      /^\/site\/\.docusaurus\/globalData\.json: a doc entry with the keys id,path,sidebar,title/,
    );
    const noVersions = {'docusaurus-plugin-content-docs': {default: {path: '/docs'}}};
    expect(() => packGlobalData(JSON.stringify(noVersions), 'globalData.json')).toThrow(/without versions/);
  });
});

describe('the plugin', () => {
  const plugin = leanMainBundle({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  const configure = (isServer: boolean, config: object = {}) =>
    plugin.configureWebpack!(config, isServer, {} as never, {}) as {
      resolve?: {alias?: Record<string, string>};
      module?: {rules?: {test: RegExp | RegExp[]}[]};
      output?: {chunkFilename?: string};
    };
  const applies = (rules: {test: RegExp | RegExp[]}[] | undefined, file: string) =>
    (rules ?? []).filter((rule) => [rule.test].flat().some((test) => test.test(file))).length;

  test('the browser build loses what it never runs; both builds move the docs descriptions', () => {
    const server = configure(true);
    expect(server.resolve).toBeUndefined();
    const client = configure(false);
    expect(client.resolve?.alias?.['@docusaurus/utils-common$']).toBe(UTILS_COMMON_FOR_BROWSER);
    // The module of Docusaurus 3.9.1 it replaces exists where it looks for it.
    expect(client.resolve?.alias?.[`${THEME_PROGRESS_BAR}$`]).toBe(PROGRESS_BAR);
    expect(existsSync(`${THEME_PROGRESS_BAR}.js`)).toBe(true);
    // Prefetching is Docusaurus' own (decisions/0011-prefetch-each-file-once.md: removed after the ablation).
    expect(Object.keys(client.resolve?.alias ?? {}).filter((key) => key.includes('prefetch'))).toEqual([]);
    for (const file of ['registry.js', 'routes.js', 'routesChunkNames.json', 'globalData.json']) {
      expect(applies(client.module?.rules, `/site/.docusaurus/${file}`), file).toBe(1);
      expect(applies(client.module?.rules, `/site/.docusaurus/${file}x`), file).toBe(0);
      expect(applies(client.module?.rules, `/other/.docusaurus/${file}`), file).toBe(0);
      expect(applies(server.module?.rules, `/site/.docusaurus/${file}`), file).toBe(0);
    }
    for (const {module} of [server, client]) {
      const props = '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json';
      expect(applies(module?.rules, props)).toBe(1);
      expect(applies(module?.rules, props.replace('/p/', '/')), 'a doc page').toBe(0);
      expect(applies(module?.rules, props.replace('.json', '.js'))).toBe(0);
    }
  });

  test("the docs layout's small route modules load as one chunk", () => {
    const client = configure(false) as {
      optimization?: {splitChunks?: {cacheGroups?: Record<string, {test: (module: object) => boolean; name?: string}>}};
    };
    const group = client.optimization?.splitChunks?.cacheGroups?.docsShell;
    expect(group?.name).toBe('docs-shell');
    const at = (file: string) => ({nameForCondition: () => file});
    for (const file of [
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocsRoot/index.js',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocVersionRoot/index.js',
      '/site/src/theme/NotFound/Content/index.tsx',
      '/site/.docusaurus/docusaurus-plugin-content-docs/default/__plugin.json',
    ]) {
      expect(group?.test(at(file)), file).toBe(true);
    }
    for (const file of [
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocRoot/index.js',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js',
      '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-175.json',
    ]) {
      expect(group?.test(at(file)), file).toBe(false);
    }
    expect(group?.test({nameForCondition: () => null})).toBe(false);
  });

  test('in a production build, files of on-demand chunks are named by chunk id, scripts and stylesheets', () => {
    const cssExtractor = {
      options: {filename: 'assets/css/styles.css', chunkFilename: 'assets/css/[name].[contenthash:8].css'},
    };
    const docusaurus = () => ({
      mode: 'production',
      output: {chunkFilename: 'assets/js/[name].[contenthash:8].js'},
      plugins: [null, {options: {}}, cssExtractor],
    });
    expect(configure(false, docusaurus()).output).toEqual({chunkFilename: 'assets/js/[id].[contenthash:8].js'});
    expect(cssExtractor.options).toEqual({
      filename: 'assets/css/styles.css',
      chunkFilename: 'assets/css/[id].[contenthash:8].css',
    });
    expect(configure(false, {...docusaurus(), mode: 'development'}).output).toBeUndefined();
    expect(() => configure(false, {...docusaurus(), plugins: []})).toThrow(/as in Docusaurus 3\.9\.1/);
    expect(() => configure(false, {...docusaurus(), output: {chunkFilename: 'x.js'}})).toThrow(
      /as in Docusaurus 3\.9\.1/,
    );
  });
});
