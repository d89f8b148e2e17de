import path from 'node:path';
import {describe, expect, test} from 'vitest';
import buildCache, {buildCodeFiles} from './index';

const plugins = path.join(__dirname, '..');
const configure = (config: object) => {
  buildCache().configureWebpack!(config, false, {} as never, {});
  return config;
};

describe('build-cache', () => {
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

  test("adds them to Rspack's persistent cache, after Docusaurus' own, and leaves any other cache alone", () => {
    const persistent = configure({
      experiments: {cache: {type: 'persistent', buildDependencies: ['/site/docusaurus.config.ts']}},
    });
    const dependencies = (persistent as {experiments: {cache: {buildDependencies: string[]}}}).experiments.cache
      .buildDependencies;
    expect(dependencies[0]).toBe('/site/docusaurus.config.ts');
    expect(dependencies).toContain(path.join(plugins, 'lean-main-bundle', 'loaders', 'doc-descriptions-loader.cjs'));
    expect(configure({experiments: {cache: {type: 'memory'}}})).toEqual({experiments: {cache: {type: 'memory'}}});
    expect(configure({})).toEqual({});
  });
});
