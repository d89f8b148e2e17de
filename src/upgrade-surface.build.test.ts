import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {EXAMPLE_CHUNK_PREFIX} from './plugins/bui-library';
import {CHUNK_COMPONENTS_FILE, type ChunkComponents} from './plugins/bui-library/chunk-components';
import {CHUNK_CSS_FILE, type ChunkCss} from './plugins/page-stylesheets';
import {chunkNamesOf, matchRouteChain, parseRoutes} from './plugins/page-stylesheets/routes';
import {pageToMarkdown} from './plugins/page-markdown/markdown';
import {failure, GENERATED_FILES, INTERNALS} from './upgrade-surface';

/**
 * The probes of the upgrade surface that read what `npm run build` generated
 * (.docusaurus/ and build/): one test per internal, named `<plugin>
 * (<folder>): <internal>`, which fails saying what changed shape. Named
 * *.build.test.ts: `npm run test:build` runs it, after a build.
 */

const root = path.resolve(__dirname, '..');
const generated = (file: string) => path.join(root, '.docusaurus', file);
const built = (file: string) => path.join(root, 'build', file);

/* eslint-disable @typescript-eslint/no-require-imports -- the loaders are CommonJS (Rspack requires them) */
const {withoutModulePaths} = require('./plugins/lean-main-bundle/loaders/registry-loader.cjs') as {
  withoutModulePaths: (text: string, file: string) => string;
};
const {compactRoutes} = require('./plugins/lean-main-bundle/loaders/routes-loader.cjs') as {
  compactRoutes: (text: string, chunkNames: Record<string, unknown>, file: string) => string;
};
const {packGlobalData} = require('./plugins/lean-main-bundle/loaders/global-data-loader.cjs') as {
  packGlobalData: (text: string, file: string) => string;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** A file the build wrote; throws, saying to build first, when it is missing. */
function read(file: string): string {
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
}
const readJson = <T>(file: string) => JSON.parse(read(file)) as T;

/** A page whose routes, stylesheets and scripts every probe below can look at. */
const COMPONENT_PAGE = '/docs/components/button';

/** Each probe: nothing when the generated file has the shape its plugin expects, otherwise throws saying how it differs. */
const checks: Record<string, () => void> = {
  registryFormat() {
    const file = generated(GENERATED_FILES.registry);
    const text = read(file);
    if (withoutModulePaths(text, file) === text) throw new Error(`${GENERATED_FILES.registry} has no entry to rewrite`);
  },
  routesFormat() {
    const file = generated(GENERATED_FILES.routes);
    compactRoutes(read(file), readJson(generated(GENERATED_FILES.routesChunkNames)), file);
  },
  routesForStylesheets() {
    const routes = parseRoutes(read(generated(GENERATED_FILES.routes)));
    const chunkNames = readJson<Record<string, unknown>>(generated(GENERATED_FILES.routesChunkNames));
    const chain = matchRouteChain(routes, COMPONENT_PAGE);
    if (chain.length === 0) throw new Error(`no route of ${GENERATED_FILES.routes} renders ${COMPONENT_PAGE}`);
    const without = chain.filter((entry) => chunkNamesOf(chunkNames[entry.key]).length === 0).map(({key}) => key);
    if (without.length > 0)
      throw new Error(`${GENERATED_FILES.routesChunkNames} has no chunks for ${without.join(', ')}`);
  },
  globalDataFormat() {
    const file = generated(GENERATED_FILES.globalData);
    if (!packGlobalData(read(file), file).includes('unpackDocs(')) throw new Error('no docs version to pack');
  },
  docsPropsFormat() {
    const dir = generated('docusaurus-plugin-content-docs/default/p');
    const props = readdirSync(dir).map((name) => readJson<Record<string, unknown>>(path.join(dir, name)));
    type Version = {version?: {docsSidebars?: object; docs?: Record<string, {description?: string}>}};
    const versions = props.filter((value): value is Version & Record<string, unknown> => {
      const {version} = value as Version;
      return typeof version?.docsSidebars === 'object' && typeof version.docs === 'object';
    });
    const described = versions.some(({version}) =>
      Object.values(version?.docs ?? {}).some((doc) => typeof doc.description === 'string'),
    );
    if (!described)
      throw new Error(
        'no props file is a docs version ({version: {docsSidebars, docs}}) whose docs have a description',
      );
    const indexes = props.filter(
      (value) =>
        typeof (value as {categoryGeneratedIndex?: {permalink?: unknown}}).categoryGeneratedIndex?.permalink ===
        'string',
    );
    if (indexes.length === 0)
      throw new Error('no props file is a generated index ({categoryGeneratedIndex: {permalink}})');
  },
  docsPluginData() {
    read(generated('docusaurus-plugin-content-docs/default/__plugin.json'));
  },
  createDataLayout() {
    const table = readJson<{name?: unknown}>(generated('bui-docgen/default/Button.json'));
    if (table.name !== 'Button') throw new Error('bui-docgen/default/Button.json is not the props table of Button');
  },
  statsChunkGroups() {
    const chunkCss = readJson<ChunkCss>(generated(CHUNK_CSS_FILE));
    const examples = Object.keys(chunkCss).filter((name) => name.startsWith(EXAMPLE_CHUNK_PREFIX));
    if (!chunkCss[`${EXAMPLE_CHUNK_PREFIX}Button`]?.length)
      throw new Error(
        `${CHUNK_CSS_FILE} names no CSS for the chunk ${EXAMPLE_CHUNK_PREFIX}Button (${examples.length} example chunks)`,
      );
    const chunkNames = readJson<Record<string, unknown>>(generated(GENERATED_FILES.routesChunkNames));
    const routeChunks = new Set(Object.values(chunkNames).flatMap(chunkNamesOf));
    if (!Object.keys(chunkCss).some((name) => routeChunks.has(name)))
      throw new Error(`${CHUNK_CSS_FILE} names no route chunk of ${GENERATED_FILES.routesChunkNames}`);
  },
  statsChunkModules() {
    const chunks = readJson<ChunkComponents>(generated(CHUNK_COMPONENTS_FILE));
    if (!Object.values(chunks).some((parts) => parts.includes('Button')))
      throw new Error(`${CHUNK_COMPONENTS_FILE}: no script holds src/bui/Button`);
  },
  builtPageMarkup() {
    const doc = pageToMarkdown(read(built('docs/components/button.html')));
    if (
      doc?.kind !== 'doc' ||
      doc.title !== 'Button' ||
      doc.section !== 'Components' ||
      !doc.markdown.includes('```tsx')
    )
      throw new Error(`the Button page reads as ${JSON.stringify(doc && {...doc, markdown: doc.markdown.length})}`);
    if (pageToMarkdown(read(built('blog/welcome.html')))?.kind !== 'post')
      throw new Error('the welcome post does not read as a post');
  },
  chunkFilesById() {
    const scripts = readdirSync(built('assets/js'));
    const named = scripts.filter((file) => !/^(?:\d+|main|runtime~main)\.[0-9a-f]{8}\.js$/.test(file));
    if (named.length > 0) throw new Error(`scripts not named by chunk id: ${named.slice(0, 3).join(', ')}`);
    const runtime = scripts.find((file) => file.startsWith('runtime~main.'));
    if (!runtime) throw new Error('no runtime~main script');
    if (!/\.gca=function/.test(read(built(`assets/js/${runtime}`))))
      throw new Error(`${runtime} defines no gca (the chunk-name lookup Docusaurus prefetches with)`);
  },
};

describe('the upgrade surface, in what the build generated', () => {
  for (const internal of INTERNALS.filter(({probe}) => probe.kind === 'generated')) {
    test(failure(internal, internal.what), () => {
      const check = checks[internal.id];
      if (!check) expect.fail(failure(internal, `src/upgrade-surface.build.test.ts has no check of ${internal.what}`));
      try {
        check();
      } catch (error) {
        expect.fail(failure(internal, `${internal.what}: ${(error as Error).message}`));
      }
    });
  }

  test('every check probes an internal on the list', () => {
    const ids = new Set(INTERNALS.filter(({probe}) => probe.kind === 'generated').map(({id}) => id));
    expect(Object.keys(checks).filter((id) => !ids.has(id))).toEqual([]);
  });
});
