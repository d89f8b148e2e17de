import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {importSpecifiers, sourceFiles} from './imports';

/**
 * The design system stays separate from the site that documents it: a file
 * under src/bui imports other files of src/bui, and packages a product app
 * would install with `@bui/react` itself. Never the site (`@site/`,
 * `@theme/`, `@docusaurus/…`, `../../components`), never Infima.
 */
// react-aria: the hooks react-aria-components is built on (it installs them), for what it does not re-export, such as
// the focus manager of an overlay's focus scope.
const RUNTIME_PACKAGES = ['react', 'react-dom', 'react-aria-components', 'react-aria', '@internationalized/date'];
/** Unit tests beside the code may also use the test runner and Node. */
const TEST_ONLY = ['vitest', 'react-dom/server'];

const root = fileURLToPath(new URL('../..', import.meta.url));
const buiDir = path.join(root, 'src', 'bui');

export function boundaryViolations(file: string, text: string): string[] {
  const isTest = /\.test\.tsx?$/.test(file);
  const isExample = /[/\\]examples[/\\]/.test(file);
  return importSpecifiers(file, text).filter((specifier) => {
    if (specifier.startsWith('.')) {
      return !path.resolve(path.dirname(file), specifier).startsWith(buiDir + path.sep);
    }
    // Examples are written the way a product developer writes them: the
    // library, plus the invented data and simulated services of @bui/demo.
    if (specifier === '@bui/react' || specifier === '@bui/demo') return !isExample;
    if (RUNTIME_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return false;
    if (isTest && (specifier.startsWith('node:') || TEST_ONLY.includes(specifier))) return false;
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
});
