import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {barrelExports, reachableBuiParts, runtimeImports} from './page-code';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('runtimeImports', () => {
  it('keeps imports and re-exports that exist at runtime, with the names taken', () => {
    const text = [
      "import type {ReactNode} from 'react';",
      "import {type IconName, Icon} from '../Icon';",
      "import {type Only} from './types';",
      "import * as Hero from './examples/Hero';",
      "import styles from './Button.module.css';",
      "import './side-effect';",
      "export {Button, type ButtonProps} from './Button';",
      "export type {Size} from './sizes';",
      "export * from './all';",
    ].join('\n');
    expect(runtimeImports('x.tsx', text)).toEqual([
      {specifier: '../Icon', names: ['Icon']},
      {specifier: './examples/Hero', names: null},
      {specifier: './Button.module.css', names: null},
      {specifier: './side-effect', names: null},
      {specifier: './Button', names: ['Button']},
      {specifier: './all', names: null},
    ]);
  });

  it('reads an MDX page by its import lines, not its code blocks', () => {
    const mdx = [
      '---',
      'title: T',
      '---',
      "import * as Hero from '@site/src/bui/Button/examples/Hero';",
      '',
      '```tsx',
      "import {Table} from '@bui/react';",
      '```',
    ].join('\n');
    expect(runtimeImports('page.mdx', mdx).map((edge) => edge.specifier)).toEqual([
      '@site/src/bui/Button/examples/Hero',
    ]);
  });
});

describe('barrelExports', () => {
  it('maps each exported value to its module and skips types', () => {
    const barrel = barrelExports(
      'index.ts',
      "export {Radio, RadioGroup, type RadioProps} from './Radio';\nexport type {IconName} from './Icon';",
    );
    expect([...barrel]).toEqual([
      ['Radio', './Radio'],
      ['RadioGroup', './Radio'],
    ]);
  });
});

describe('reachableBuiParts', () => {
  it('follows an example of Button to Button and what it uses, not the whole barrel', () => {
    const parts = reachableBuiParts(root, path.join(root, 'src/bui/Button/examples/Hero.tsx'));
    expect(parts).toContain('Button');
    expect(parts).toContain('Icon');
    expect(parts).not.toContain('Select');
    expect(parts).not.toContain('Checkbox');
  });

  it('follows one example to what the other examples of its folder use: they load in one chunk', () => {
    const examples = path.join(root, 'src/bui/Icon/examples');
    const hero = reachableBuiParts(root, path.join(examples, 'Hero.tsx'));
    for (const sibling of ['Sizes.tsx', 'Colours.tsx', 'Directional.tsx']) {
      expect(hero, sibling).toEqual(expect.arrayContaining(reachableBuiParts(root, path.join(examples, sibling))));
    }
    expect(hero).not.toContain('Select');
  });

  it('follows an island’s on-demand code, which the page shows: the Icons page reaches the gallery’s fields', () => {
    const parts = reachableBuiParts(root, path.join(root, 'docs/foundations/icons.mdx'));
    expect(parts).toEqual(expect.arrayContaining(['Icon', 'InputField', 'Select', 'SegmentedControl']));
  });

  it('finds nothing for a page without examples', () => {
    expect(reachableBuiParts(root, path.join(root, 'docs/getting-started/intro.mdx'))).toEqual([]);
  });
});
