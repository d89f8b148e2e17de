/**
 * Builds every output into a temporary folder and checks each token of the
 * JSON in each of them, light and dark. The expected values are worked out
 * here from the JSON, not by build.ts' converters, so a wrong conversion fails.
 */
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildTokenOutputs, buildTokensCss, outputFiles, outputNames} from './build';
import {colorTokens} from './colors';
import {shadowTokens} from './elevation';
import {scaleTokens} from './scale';
import {readTokens, tokenSources} from './source';
import type {ShadowLayer, SourceToken, TokenValue} from './source';

const tokens: readonly SourceToken[] = tokenSources.flatMap((tree) => readTokens(tree));
const themed = tokens.filter((token) => token.dark !== undefined);
const modes = (token: SourceToken) => [
  ['light', token.value] as const,
  ...(token.dark ? [['dark', token.dark] as const] : []),
];

const px = (length: string) => parseFloat(length) * (length.endsWith('rem') ? 16 : 1);
const ms = (duration: string) => parseFloat(duration) * (duration.endsWith('ms') ? 1 : 1000);
/** `#rrggbb(aa)` as `RRGGBBAA`. */
const rgbaHex = (hex: string) => hex.slice(1).toUpperCase().padEnd(8, 'F');

let dir = '';
let written: string[] = [];
const files = new Map<string, string>();
const text = (file: string) => files.get(file) ?? '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bui-tokens-'));
  written = await buildTokenOutputs(dir);
  for (const file of written) files.set(file, await readFile(path.join(dir, file), 'utf8'));
});

afterAll(async () => {
  await rm(dir, {recursive: true, force: true});
});

describe('buildTokenOutputs', () => {
  it('writes every platform, each file headed with where its source is', () => {
    expect(written).toEqual([
      'css/tokens.css',
      'js/tokens.js',
      'js/tokens.d.ts',
      'react-native/tokens.js',
      'react-native/tokens.d.ts',
      'ios/BuiTokens.swift',
      'android/values/bui_tokens.xml',
      'android/values/bui_shadows.xml',
      'android/values-night/bui_colors.xml',
      'android/values-night/bui_shadows.xml',
    ]);
    expect(written).toEqual(outputFiles);
    for (const file of written) expect(text(file), file).toContain('src/bui/tokens/source/*.tokens.json');
  });

  it('writes the same bytes every time', async () => {
    const again = await mkdtemp(path.join(tmpdir(), 'bui-tokens-again-'));
    try {
      await buildTokenOutputs(again);
      for (const file of written) expect(await readFile(path.join(again, file), 'utf8'), file).toBe(text(file));
    } finally {
      await rm(again, {recursive: true, force: true});
    }
  });
});

/** The stylesheet as {selector list → declarations}. */
function parseRules(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const line of match[2].split(';')) {
      const colon = line.indexOf(':');
      if (colon > 0) declarations.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
    rules.set(match[1].replace(/\s+/g, ' ').trim(), declarations);
  }
  return rules;
}

describe('css/tokens.css', () => {
  const rules = () => parseRules(text('css/tokens.css'));

  it('is what buildTokensCss() gives the site', async () => {
    expect(await buildTokensCss()).toBe(text('css/tokens.css'));
  });

  it('has exactly the three rules: shared, light (also forced), dark (page or forced)', () => {
    expect([...rules().keys()]).toEqual([
      ':root',
      ":root, [data-bui-theme='light']",
      ":root[data-theme='dark'], [data-bui-theme='dark']",
    ]);
  });

  it('declares every scale token once, on :root, with the value the docs show', () => {
    const scale = rules().get(':root');
    for (const token of scaleTokens) expect(scale?.get(token.cssVar), token.cssVar).toBe(token.value);
    expect(scale?.size).toBe(scaleTokens.length);
  });

  it('declares every colour and shadow in both modes with that mode’s value', () => {
    const light = rules().get(":root, [data-bui-theme='light']");
    const dark = rules().get(":root[data-theme='dark'], [data-bui-theme='dark']");
    for (const token of [...colorTokens, ...shadowTokens]) {
      expect(light?.get(token.cssVar), `${token.cssVar} light`).toBe(token.light);
      expect(dark?.get(token.cssVar), `${token.cssVar} dark`).toBe(token.dark);
    }
    expect(light?.get('color-scheme')).toBe('light');
    expect(dark?.get('color-scheme')).toBe('dark');
    expect(light?.size).toBe(themed.length + 1);
    expect(dark?.size).toBe(themed.length + 1);
  });
});

/** A generated module, loaded as a consumer would load it. */
async function load(file: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
}

let program: ts.Program | undefined;

/**
 * Each `export declare const name: Type` of a generated .d.ts, after the
 * compiler has checked the file, with its type read back as the value it
 * spells (`{readonly light: "#fff"}` → `{light: '#fff'}`).
 */
function declarations(file: string): Map<string, unknown> {
  const fileName = path.join(dir, file);
  // One program for both .d.ts files: loading TypeScript's lib files is most of the time.
  program ??= ts.createProgram(
    written.filter((name) => name.endsWith('.d.ts')).map((name) => path.join(dir, name)),
    {noEmit: true, strict: true, types: []},
  );
  const problems = ts
    .getPreEmitDiagnostics(program, program.getSourceFile(fileName))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(problems, file).toEqual([]);
  const found = new Map<string, unknown>();
  for (const statement of program.getSourceFile(fileName)?.statements ?? []) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const json = (declaration.type?.getText() ?? '')
        .replace(/readonly /g, '')
        .replace(/;(\s*})/g, '$1')
        .replace(/;/g, ',')
        .replace(/([{,]\s*)([A-Za-z_$][\w$]*):/g, '$1"$2":');
      found.set(declaration.name.getText(), JSON.parse(json));
    }
  }
  return found;
}

/** The CSS of a shadow's layers: zero lengths as `0`, a zero spread left out. */
function shadowText(layers: readonly ShadowLayer[]): string {
  const zero = (length: string) => (parseFloat(length) === 0 ? '0' : length);
  return layers
    .map((l) =>
      [zero(l.offsetX), zero(l.offsetY), zero(l.blur), ...(parseFloat(l.spread) ? [l.spread] : []), l.color].join(' '),
    )
    .join(', ');
}

describe('js/tokens.js and .d.ts', () => {
  const expected = (value: TokenValue): unknown => {
    if (value.type === 'cubicBezier') return `cubic-bezier(${value.value.join(', ')})`;
    if (value.type === 'shadow') return shadowText(value.value);
    return value.value;
  };

  it('exports every token: {light, dark} when themed, its value otherwise, and its CSS variable', async () => {
    const module = await load('js/tokens.js');
    for (const token of tokens) {
      const name = outputNames(token.name).js;
      const value = token.dark ? {light: expected(token.value), dark: expected(token.dark)} : expected(token.value);
      expect(module[name], name).toEqual(value);
      expect((module.cssVar as Record<string, string>)[name]).toBe(`--bui-${token.name}`);
    }
    expect(Object.keys(module).sort()).toEqual([...tokens.map((token) => outputNames(token.name).js), 'cssVar'].sort());
  });

  it('declares each export with its literal type', async () => {
    const module = await load('js/tokens.js');
    const types = declarations('js/tokens.d.ts');
    expect([...types.keys()].sort()).toEqual(Object.keys(module).sort());
    for (const [name, type] of types) expect(type, name).toEqual(module[name]);
  });

  it('shows the values the docs show', async () => {
    const module = await load('js/tokens.js');
    for (const token of [...colorTokens, ...shadowTokens]) {
      expect(module[token.jsName]).toEqual({light: token.light, dark: token.dark});
    }
    for (const token of scaleTokens) expect(String(module[token.jsName])).toBe(token.value);
  });
});

describe('react-native/tokens.js and .d.ts', () => {
  const expected = ({type, value}: TokenValue): unknown => {
    switch (type) {
      case 'dimension':
        return px(value);
      case 'duration':
        return ms(value);
      case 'fontWeight':
        return String(value);
      case 'shadow':
        return value.map((layer) => ({
          offsetX: px(layer.offsetX),
          offsetY: px(layer.offsetY),
          blurRadius: px(layer.blur),
          spreadDistance: px(layer.spread),
          color: layer.color,
        }));
      default:
        return value;
    }
  };

  it('exports unitless numbers, hex colours, and the light and dark sets', async () => {
    const module = await load('react-native/tokens.js');
    const themes = module.themes as Record<'light' | 'dark', Record<string, unknown>>;
    for (const token of tokens) {
      const name = outputNames(token.name).reactNative;
      expect(module[name], name).toEqual(expected(token.value));
      for (const [mode, value] of modes(token).filter(() => token.dark)) {
        expect(themes[mode][name], `${name} ${mode}`).toEqual(expected(value));
      }
    }
    expect(Object.keys(themes.dark)).toEqual(themed.map((token) => outputNames(token.name).reactNative));
    expect(Object.keys(module).sort()).toEqual(
      [...tokens.map((token) => outputNames(token.name).reactNative), 'themes'].sort(),
    );
  });

  it('declares each export with its literal type', async () => {
    const module = await load('react-native/tokens.js');
    const types = declarations('react-native/tokens.d.ts');
    expect([...types.keys()].sort()).toEqual(Object.keys(module).sort());
    for (const [name, type] of types) expect(type, name).toEqual(module[name]);
  });
});

describe('ios/BuiTokens.swift', () => {
  const WEIGHTS: Record<number, string> = {400: 'regular', 500: 'medium', 600: 'semibold'};
  const color = (hex: string) => `UIColor(buiRGBA: 0x${rgbaHex(hex)})`;
  const layer = (l: ShadowLayer) =>
    `BuiShadowLayer(color: ${color(l.color)}, offset: CGSize(width: ${px(l.offsetX)}, height: ${px(l.offsetY)}), ` +
    `blur: ${px(l.blur)}, spread: ${px(l.spread)})`;
  /** What follows `public static let name` in the file. */
  const expected = (token: SourceToken): string | RegExp => {
    const {type, value} = token.value;
    const dark = token.dark;
    switch (type) {
      case 'color':
        return ` = UIColor.buiDynamic(light: ${color(value)}, dark: ${dark?.type === 'color' ? color(dark.value) : ''})`;
      case 'shadow': {
        const darkLayers = dark?.type === 'shadow' ? dark.value : [];
        return new RegExp(
          `^: BuiThemed<\\[BuiShadowLayer\\]> = BuiThemed\\(\\s*light: \\[\\s*${value.map(layer).map(escape).join(',\\s*')},\\s*\\],` +
            `\\s*dark: \\[\\s*${darkLayers.map(layer).map(escape).join(',\\s*')},\\s*\\]\\s*\\)$`,
        );
      }
      case 'dimension':
        return `: CGFloat = ${px(value)}`;
      case 'duration':
        return `: TimeInterval = ${ms(value) / 1000}`;
      case 'fontWeight':
        return `: UIFont.Weight = .${WEIGHTS[value]}`;
      case 'number':
        return `: ${Number.isInteger(value) ? 'Int' : 'CGFloat'} = ${value}`;
      case 'cubicBezier':
        return `: CAMediaTimingFunction = CAMediaTimingFunction(controlPoints: ${value.join(', ')})`;
    }
  };
  const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('declares every token with its value, colours and shadows in both modes', () => {
    const constants = new Map(
      [...text('ios/BuiTokens.swift').matchAll(/public static let (\w+)([\s\S]*?)\n(?=\n|\})/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    for (const token of tokens) {
      const name = outputNames(token.name).swift;
      const want = expected(token);
      if (typeof want === 'string') expect(constants.get(name), name).toBe(want);
      else expect(constants.get(name), name).toMatch(want);
    }
    expect(constants.size).toBe(tokens.length);
  });
});

describe('android resources', () => {
  /** name → value (an array's items joined by commas), for every resource of a file. */
  function resources(file: string): Map<string, string> {
    const found = new Map<string, string>();
    const xml = text(file).replace(/<!--[\s\S]*?-->/g, '');
    for (const match of xml.matchAll(/<(color|dimen|integer) name="(\w+)">([^<]*)<\/\1>/g))
      found.set(match[2], match[3]);
    for (const match of xml.matchAll(/<item name="(\w+)" format="float" type="dimen">([^<]*)<\/item>/g)) {
      found.set(match[1], match[2]);
    }
    for (const match of xml.matchAll(/<array name="(\w+)">([\s\S]*?)<\/array>/g)) {
      found.set(match[1], [...match[2].matchAll(/<item>([^<]*)<\/item>/g)].map((item) => item[1]).join(','));
    }
    const tags = xml.match(/<(color|dimen|integer|item|array) name=/g) ?? [];
    expect(tags.length, `${file}: resources the test cannot read`).toBe(found.size);
    return found;
  }
  const color = (hex: string) => `#${rgbaHex(hex).slice(6)}${rgbaHex(hex).slice(0, 6)}`;
  const dimension = (length: string) => `${px(length)}${length.endsWith('rem') ? 'sp' : 'dp'}`;
  const expected = (name: string, {type, value}: TokenValue): [string, string][] => {
    switch (type) {
      case 'color':
        return [[name, color(value)]];
      case 'dimension':
        return [[name, dimension(value)]];
      case 'duration':
        return [[name, String(ms(value))]];
      case 'fontWeight':
      case 'number':
        return [[name, String(value)]];
      case 'cubicBezier':
        return [[name, value.join(',')]];
      case 'shadow':
        return [
          [`${name}_layers`, String(value.length)],
          ...value.flatMap((l, index): [string, string][] => [
            [`${name}_${index + 1}_color`, color(l.color)],
            [`${name}_${index + 1}_offset_x`, dimension(l.offsetX)],
            [`${name}_${index + 1}_offset_y`, dimension(l.offsetY)],
            [`${name}_${index + 1}_blur`, dimension(l.blur)],
            [`${name}_${index + 1}_spread`, dimension(l.spread)],
          ]),
        ];
    }
  };
  const expectFile = (file: string, entries: [string, string][]) => {
    const found = resources(file);
    for (const [name, value] of entries) expect(found.get(name), `${file} ${name}`).toBe(value);
    expect(found.size, file).toBe(entries.length);
  };
  const shadows = tokens.filter((token) => token.value.type === 'shadow');

  it('values/ holds every token with its light value, shadows in their own file', () => {
    const rest = tokens.filter((token) => token.value.type !== 'shadow');
    expectFile(
      'android/values/bui_tokens.xml',
      rest.flatMap((token) => expected(outputNames(token.name).android, token.value)),
    );
    expectFile(
      'android/values/bui_shadows.xml',
      shadows.flatMap((token) => expected(outputNames(token.name).android, token.value)),
    );
  });

  it('values-night/ overrides every colour and shadow with its dark value', () => {
    const dark = (token: SourceToken) => (token.dark ? expected(outputNames(token.name).android, token.dark) : []);
    expectFile(
      'android/values-night/bui_colors.xml',
      tokens.filter((token) => token.value.type === 'color').flatMap(dark),
    );
    expectFile('android/values-night/bui_shadows.xml', shadows.flatMap(dark));
  });
});
