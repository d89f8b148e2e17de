import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {iconNames, icons, isIconName} from './icons';

const root = join(__dirname, '..', '..', '..');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Icon names a page uses: as a prop (`icon="x"`, `icon: 'x'`, `icon={'x'}`),
 * on `<Icon name="x">`, and in prose that names a glyph ("the `x` icon",
 * "a `x` [Icon](…)"). Returns each name with where it was found.
 */
export function iconNamesUsedIn(text: string): {name: string; index: number}[] {
  const patterns = [
    /\bicon(?:=\{?|:\s*)["']([a-z0-9-]+)["']/g,
    /<Icon\b[^>]*?\bname=\{?["']([a-z0-9-]+)["']/g,
    /`([a-z][a-z0-9-]*)`\s+(?:\[Icon\]|icon\b)/g,
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({name: match[1], index: match.index})),
  );
}

describe('the icon set', () => {
  it('has every icon name the docs use', () => {
    const missing: string[] = [];
    for (const file of [...mdxFiles(join(root, 'docs')), ...mdxFiles(join(root, 'blog'))]) {
      const text = readFileSync(file, 'utf8');
      for (const {name, index} of iconNamesUsedIn(text)) {
        if (!isIconName(name)) {
          const line = text.slice(0, index).split('\n').length;
          missing.push(`${relative(root, file)}:${line} uses "${name}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds names in props, on <Icon> and in prose', () => {
    const text = [
      '<Badge icon="danger">Overdue</Badge>',
      "{id: 'a', icon: 'mail'}",
      '<Icon size="sm" name="lock" />',
      'with the `more` icon, a `chevron-right` [Icon](./icon.mdx)',
      '<Avatar name="ana" />',
    ].join('\n');
    expect(iconNamesUsedIn(text).map((hit) => hit.name)).toEqual(['danger', 'mail', 'lock', 'more', 'chevron-right']);
  });

  it('is exactly the list on the Icons page', () => {
    const page = readFileSync(join(root, 'docs', 'foundations', 'icons.mdx'), 'utf8');
    const table = page.slice(
      page.indexOf('## What each icon means'),
      page.indexOf('## Decorative and meaningful icons'),
    );
    const listed = [...table.matchAll(/^\|([^|]*)\|/gm)].flatMap((row) =>
      [...row[1].matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]),
    );
    expect([...listed].sort()).toEqual([...iconNames].sort());
  });

  it('names on the Icons page exactly the icons that mirror in right-to-left text', () => {
    const page = readFileSync(join(root, 'docs', 'foundations', 'icons.mdx'), 'utf8');
    const sentence = page.match(/^Icons that point forward or back are mirrored[^\n]*/m)?.[0] ?? '';
    const named = [...sentence.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]);
    const mirrored = iconNames.filter((name) => 'mirror' in icons[name]);
    expect(named.filter((name) => name !== 'search' && name !== 'clock').sort()).toEqual(mirrored.sort());
  });

  it('draws every glyph inside the 20 × 20 live area', () => {
    const outside = iconNames.filter((name) =>
      pathPoints(icons[name].d).some(([x, y]) => x < 2 || x > 22 || y < 2 || y > 22),
    );
    expect(outside).toEqual([]);
  });

  it('gives every filled glyph the name of its outline plus -filled', () => {
    for (const name of iconNames) {
      if ('filled' in icons[name]) {
        expect(name).toMatch(/-filled$/);
        expect(isIconName(name.replace(/-filled$/, ''))).toBe(true);
      }
    }
  });
});

/** Every end and control point of an SVG path, in absolute coordinates. */
function pathPoints(d: string): [number, number][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: [number, number][] = [];
  const arity: Record<string, number> = {m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0};
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  let i = 0;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++]!;
    const lower = command.toLowerCase();
    const relative = command === lower;
    if (lower === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const args = tokens.slice(i, i + arity[lower]).map(Number);
    i += arity[lower];
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    if (lower === 'h') x = ox + args[0];
    else if (lower === 'v') y = oy + args[0];
    else if (lower === 'a') [x, y] = [ox + args[5], oy + args[6]];
    else {
      for (let k = 0; k < args.length - 2; k += 2) points.push([ox + args[k], oy + args[k + 1]]);
      [x, y] = [ox + args[args.length - 2], oy + args[args.length - 1]];
    }
    points.push([x, y]);
    if (lower === 'm') {
      [startX, startY] = [x, y];
      command = relative ? 'l' : 'L';
    }
  }
  return points;
}
