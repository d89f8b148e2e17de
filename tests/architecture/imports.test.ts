import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  classify,
  docusaurusClientModules,
  importSpecifiers,
  mdxModuleCode,
  packageName,
  sourceFiles,
  tsconfigPackages,
  typesPackage,
  undeclaredImports,
} from './imports';

const root = path.resolve(__dirname, '..', '..');
const clientModules = docusaurusClientModules(root);

describe('classify', () => {
  it('knows Node built-ins, with and without node:', () => {
    expect(classify('node:fs', clientModules)).toEqual({kind: 'builtin'});
    expect(classify('path', clientModules)).toEqual({kind: 'builtin'});
    expect(classify('fs/promises', clientModules)).toEqual({kind: 'builtin'});
  });

  it("knows Docusaurus' client modules are aliases, but not the real @docusaurus packages", () => {
    expect(classify('@docusaurus/Link', clientModules).kind).toBe('alias');
    expect(classify('@docusaurus/useDocusaurusContext', clientModules).kind).toBe('alias');
    expect(classify('@docusaurus/router', clientModules).kind).toBe('alias');
    expect(classify('@docusaurus/theme-common', clientModules)).toEqual({
      kind: 'package',
      name: '@docusaurus/theme-common',
    });
    expect(classify('@docusaurus/theme-common/internal', clientModules)).toEqual({
      kind: 'package',
      name: '@docusaurus/theme-common',
    });
    expect(classify('@docusaurus/types', clientModules).kind).toBe('package');
  });

  it("knows the site's aliases, exactly", () => {
    for (const alias of [
      '@site/src/components/Example',
      '@theme/Layout',
      '@theme-original/TOC',
      '@theme-init/DocItem/Content',
      '@generated/docusaurus.config',
      '@docgen/Button',
    ]) {
      expect(classify(alias, clientModules).kind, alias).toBe('alias');
    }
    // The design system is a workspace package, imported like any other.
    expect(classify('@bui/react', clientModules)).toEqual({kind: 'package', name: '@bui/react'});
    expect(classify('@docgens/x', clientModules).kind).toBe('package');
    expect(classify('@sites/x', clientModules).kind).toBe('package');
  });

  it('reads the package of a deep import', () => {
    expect(packageName('minisearch/SearchableMap')).toBe('minisearch');
    expect(packageName('@playwright/test/reporter')).toBe('@playwright/test');
    expect(classify('./local', clientModules)).toEqual({kind: 'relative'});
  });
});

describe('importSpecifiers', () => {
  it('finds static, dynamic, type-only and re-exported imports and require()', () => {
    const code = `/// <reference types="zeta" />
      import a from 'alpha';
      import type {B} from 'beta/sub';
      export {c} from '@scope/gamma';
      const d = await import('delta');
      const e = require('epsilon');
      // import x from 'commented';
      const s = "import y from 'in-a-string'";`;
    expect(importSpecifiers('x.ts', code).sort()).toEqual(
      ['alpha', 'beta/sub', '@scope/gamma', 'delta', 'epsilon', 'zeta'].sort(),
    );
  });

  it('reads only the module code of MDX, not the examples in code fences', () => {
    const mdx = [
      '---',
      'title: X',
      '---',
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  Example,',
      "} from '@site/src/components/Example';",
      '',
      'Some text that says import things from somewhere.',
      '```tsx',
      "import {Text} from 'react-native';",
      '```',
      "export const meta = {a: 'b'};",
    ].join('\n');
    expect(mdxModuleCode(mdx)).not.toContain('react-native');
    expect(importSpecifiers('page.mdx', mdx)).toEqual(['@theme/Tabs', '@site/src/components/Example']);
  });

  it('reads CSS @import', () => {
    expect(importSpecifiers('a.css', '@import \'infima/dist/css/default.css\';\n@import url("./local.css");')).toEqual([
      'infima/dist/css/default.css',
      './local.css',
    ]);
  });
});

describe('tsconfig.json', () => {
  it('reads what it extends and the types it loads', () => {
    expect(
      tsconfigPackages(
        '{"extends": "@docusaurus/tsconfig", // comment\n "compilerOptions": {"types": ["node", "@x/y"]}}',
      ),
    ).toEqual({extends: ['@docusaurus/tsconfig'], types: ['node', '@x/y']});
    expect(typesPackage('node')).toBe('@types/node');
    expect(typesPackage('@x/y')).toBe('@types/x__y');
  });
});

/** Where the repository's code and configuration live. */
const scanned = [
  ...['src', 'scripts', 'tests', 'tooling', 'mcp', 'docs', 'blog', 'search'].flatMap((dir) => sourceFiles(root, dir)),
  ...[
    'docusaurus.config.ts',
    'sidebars.ts',
    'playwright.config.ts',
    'vitest.config.mts',
    'eslint.config.mjs',
    'tsconfig.json',
  ],
];

describe('every import is declared', () => {
  it('scans the code and the configuration', () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(scanned).toContain(path.join('src', 'theme', 'TOC', 'index.tsx'));
  });

  it('names only packages in package.json dependencies or devDependencies', () => {
    const undeclared = undeclaredImports(root, scanned).map(
      ({file, specifier, name}) => `${file}: '${specifier}' needs ${name} in package.json`,
    );
    expect(undeclared).toEqual([]);
  });
});
