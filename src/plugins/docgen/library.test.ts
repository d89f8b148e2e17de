import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {loadCompilerOptions} from './library';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, {recursive: true, force: true});
  dir = undefined;
});

const tsconfig = (config: object) => {
  dir = mkdtempSync(path.join(tmpdir(), 'bui-docgen-tsconfig-'));
  writeFileSync(path.join(dir, 'index.ts'), 'export {};\n');
  const file = path.join(dir, 'tsconfig.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
};

describe('loadCompilerOptions', () => {
  it("reads the repository's tsconfig, with the options its base config brings", () => {
    const options = loadCompilerOptions(path.resolve(__dirname, '..', '..', '..', 'tsconfig.json'));
    expect(options.customConditions).toEqual(['bui-source']);
    expect(options.jsx).toBeDefined();
  });

  it('fails, naming it, when the base config it extends is not installed', () => {
    // What `npm ci --omit=dev` did when @docusaurus/tsconfig was a devDependency.
    const file = tsconfig({extends: '@bui/no-such-tsconfig'});
    expect(() => loadCompilerOptions(file)).toThrow(/@bui\/no-such-tsconfig/);
  });
});
