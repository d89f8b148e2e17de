import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {importSpecifiers, sourceFiles} from './imports';

/**
 * The design system stays separate from the site that documents it. src/bui
 * holds three workspace packages: @bui/react (src/bui), @bui/tokens
 * (src/bui/tokens) and the docs-only @bui/demo (src/bui/demo). A file imports
 * files of its own package, and the packages its package's manifest declares
 * (dependencies and peer dependencies), because that is all an app installing
 * it gets. Never the site (`@site/`, `@theme/`, `@docusaurus/…`,
 * `../../components`), never Infima, never another package's files by path.
 */
/** Unit tests beside the code may also use the test runner and Node. */
// typescript: the tokens build's tests type-check the declarations it writes.
const TEST_ONLY = ['vitest', 'vite/client', 'react-dom/server', 'react-dom/client', 'react-hook-form', 'typescript'];
/** A package's build scripts (tsup.config.ts, build*.ts) run in Node with the repository's build tools. */
const BUILD_ONLY = ['tsup', 'style-dictionary'];

const root = fileURLToPath(new URL('../..', import.meta.url));
const buiDir = path.join(root, 'src', 'bui');

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Each package's folder and what it may import, deepest folder first, so a file belongs to the first that holds it. */
const packages = ['tokens', 'demo', '']
  .map((dir) => path.join(buiDir, dir))
  .map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
    return {
      dir,
      runtime: [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})],
    };
  });

function packageOf(file: string) {
  const found = packages.find(({dir}) => file.startsWith(dir + path.sep));
  if (!found) throw new Error(`${file} is in no package of src/bui`);
  return found;
}

export function boundaryViolations(file: string, text: string): string[] {
  // internal/testing: helpers only unit tests import.
  const isTest = /\.test\.tsx?$/.test(file) || /[/\\]internal[/\\]testing[/\\]/.test(file);
  const isBuild = /[/\\](tsup\.config|build[\w-]*)\.ts$/.test(file);
  const isExample = /[/\\]examples[/\\]/.test(file);
  const own = packageOf(file);
  return importSpecifiers(file, text).filter((specifier) => {
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier);
      // The package's own folder is its barrel (`import {Button} from '..'` in a component's tests).
      if (target === own.dir) return false;
      return !target.startsWith(own.dir + path.sep) || packageOf(target) !== own;
    }
    // Examples are written the way a product developer writes them: the
    // library, plus the invented data and simulated services of @bui/demo.
    if (specifier === '@bui/react' || specifier === '@bui/demo') return !isExample;
    if (own.runtime.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return false;
    if ((isTest || isBuild) && specifier.startsWith('node:')) return false;
    if (isTest && TEST_ONLY.includes(specifier)) return false;
    if (isBuild && BUILD_ONLY.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return false;
    return true;
  });
}

describe('the design system imports nothing from the site', () => {
  it('src/bui imports only itself and its runtime packages', () => {
    const found = sourceFiles(root, 'src/bui').flatMap((file) =>
      boundaryViolations(path.join(root, file), readFileSync(path.join(root, file), 'utf8')).map(
        (specifier) => `${file} imports ${specifier}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('reports a site import, a path out of src/bui and Infima', () => {
    const file = path.join(buiDir, 'Badge', 'Badge.tsx');
    const text = [
      "import Link from '@docusaurus/Link';",
      "import {Example} from '@site/src/components/Example';",
      "import styles from '../../css/custom.css';",
      "import 'infima/dist/css/default/default.css';",
      "import {Icon} from '../Icon';",
      "import {Button} from 'react-aria-components';",
    ].join('\n');
    expect(boundaryViolations(file, text)).toEqual([
      '@docusaurus/Link',
      '@site/src/components/Example',
      '../../css/custom.css',
      'infima/dist/css/default/default.css',
    ]);
  });

  it("reports another package's files by path, and build tools outside a build script", () => {
    const component = path.join(buiDir, 'Badge', 'Badge.tsx');
    const text = ["import {colorTokens} from '../tokens/colors';", "import {build} from 'tsup';"].join('\n');
    expect(boundaryViolations(component, text)).toEqual(['../tokens/colors', 'tsup']);
    expect(boundaryViolations(path.join(buiDir, 'tsup.config.ts'), "import {defineConfig} from 'tsup';")).toEqual([]);
    // The tokens package declares no React: its files may not use it.
    expect(boundaryViolations(path.join(buiDir, 'tokens', 'colors.ts'), "import {useState} from 'react';")).toEqual([
      'react',
    ]);
  });
});
