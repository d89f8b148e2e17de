import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, test, vi} from 'vitest';
import buildCache, {buildCodeFiles} from './index';

const plugins = path.join(__dirname, '..');
type SiteConfig = Pick<LoadContext, 'siteConfig'>;
const faster = (rspackPersistentCache: boolean) =>
  ({siteConfig: {future: {experimental_faster: {rspackPersistentCache}}}}) as unknown as SiteConfig;
const configure = (config: object, context: SiteConfig = faster(true)) => {
  buildCache(context).configureWebpack!(config, false, {} as never, {});
  return config;
};

describe('build-cache', () => {
  afterEach(() => vi.unstubAllEnvs());

  test("lists the build's own code under src/plugins, not its tests", () => {
    const files = buildCodeFiles(plugins);
    for (const file of [
      'lean-main-bundle/loaders/routes-loader.cjs',
      'bui-library/loaders/example-source-loader.cjs',
      'code-highlighting/remark.ts',
      'code-highlighting/tokenize.cjs',
    ]) {
      expect(files, file).toContain(path.join(plugins, file));
    }
    expect(files.filter((file) => file.includes('.test.'))).toEqual([]);
  });

  test("adds them to Rspack's persistent cache, after Docusaurus' own", () => {
    const persistent = configure({
      experiments: {cache: {type: 'persistent', buildDependencies: ['/site/docusaurus.config.ts']}},
    });
    const dependencies = (persistent as {experiments: {cache: {buildDependencies: string[]}}}).experiments.cache
      .buildDependencies;
    expect(dependencies[0]).toBe('/site/docusaurus.config.ts');
    expect(dependencies).toContain(path.join(plugins, 'lean-main-bundle', 'loaders', 'doc-descriptions-loader.cjs'));
  });

  test('leaves the configuration alone when the persistent cache is off', () => {
    const memory = {experiments: {cache: {type: 'memory'}}};
    expect(configure(memory, faster(false))).toEqual({experiments: {cache: {type: 'memory'}}});
    expect(configure({}, faster(false))).toEqual({});
    vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', 'true');
    expect(configure({})).toEqual({});
  });

  test('fails, naming the plugin, when the persistent cache is on but not where Docusaurus 3.9.1 puts it', () => {
    vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', '');
    expect(() => configure({})).toThrow(
      "build-cache (src/plugins/build-cache): Rspack's persistent cache is on, but the configuration has no experiments.cache of type 'persistent', as in Docusaurus 3.9.1",
    );
    const renamed = {siteConfig: {future: {faster: {rspackPersistentCache: true}}}} as unknown as SiteConfig;
    expect(() => configure({}, renamed), 'future.faster, as Docusaurus 3.10 names it').toThrow(/^build-cache/);
    expect(() => configure({cache: {type: 'persistent'}, experiments: {}})).toThrow(
      /^build-cache \(src\/plugins\/build-cache\)/,
    );
  });
});
