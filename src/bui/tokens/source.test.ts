import {describe, expect, expectTypeOf, it} from 'vitest';
import {colorTokens} from './colors';
import type {ColorTokenGroup, ColorTokenName} from './colors';
import {shadowTokens} from './elevation';
import type {ShadowTokenName} from './elevation';
import {scaleTokens} from './scale';
import type {ScaleCategory} from './scale';
import {colorSource, cssValue, readTokens, scaleSource, shadowSource, tokenSources} from './source';

/** The token keys of a DTCG tree, found without readTokens: any object with a `$value`. */
function keysWithValue(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null && '$value' in child ? [key] : keysWithValue(child),
  );
}

const token = (fields: Record<string, unknown>) => ({group: {'a-token': {$description: 'Use.', ...fields}}});

describe('readTokens', () => {
  it('reads name, group, inherited $type, value, dark value and description', () => {
    const tree = {
      color: {
        $type: 'color',
        brand: {
          'color-x': {$value: '#112233', $description: 'Use.', $extensions: {'com.bui.modes': {dark: '#445566'}}},
        },
      },
    };
    expect(readTokens(tree)).toEqual([
      {
        name: 'color-x',
        group: 'brand',
        value: {type: 'color', value: '#112233'},
        dark: {type: 'color', value: '#445566'},
        description: 'Use.',
      },
    ]);
  });

  it.each([
    [token({$type: 'color', $value: 'red'}), /not a #rrggbb/],
    [token({$type: 'color', $value: '#112233', $extensions: {'com.bui.modes': {dark: '#12'}}}), /a-token \(dark\)/],
    [token({$type: 'dimension', $value: '4em'}), /px or rem/],
    [token({$type: 'duration', $value: 120}), /ms or s/],
    [token({$type: 'fontWeight', $value: 'bold'}), /font weight/],
    [token({$type: 'cubicBezier', $value: [2, 0, 0, 1]}), /x1 and x2 from 0 to 1/],
    [
      token({$type: 'shadow', $value: [{color: '#000', offsetX: '0px', offsetY: '1px', blur: '2px', spread: '0px'}]}),
      /colour/,
    ],
    [
      token({
        $type: 'shadow',
        $value: {color: '#000000', offsetX: '0px', offsetY: '1px', blur: '2px', spread: '0px', inset: true},
      }),
      /inset/,
    ],
    [token({$type: 'gradient', $value: []}), /unknown \$type/],
    [token({$type: 'number', $value: 1, $description: ''}), /\$description/],
    [{group: {Bad_Name: {$type: 'number', $value: 1, $description: 'Use.'}}}, /lower-case/],
  ])('rejects a malformed token (%#)', (tree, message) => {
    expect(() => readTokens(tree)).toThrow(message);
  });
});

describe('the token files', () => {
  const all = tokenSources.flatMap((tree) => readTokens(tree));

  it('give every token a unique name across files', () => {
    const names = all.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('are what the TypeScript lists hold, in file order', () => {
    expect(colorTokens.map((entry) => entry.name)).toEqual(keysWithValue(colorSource));
    expect(shadowTokens.map((entry) => entry.name)).toEqual(keysWithValue(shadowSource));
    expect(scaleTokens.map((entry) => entry.name)).toEqual(keysWithValue(scaleSource));
  });

  it('give colours and shadows a dark value and nothing else', () => {
    const themed = all.filter((entry) => entry.dark !== undefined).map((entry) => entry.name);
    expect(themed).toEqual([...colorTokens, ...shadowTokens].map((entry) => entry.name));
  });

  it('turn into the values the docs show', () => {
    const shadow = readTokens(shadowSource)[0];
    expect(shadowTokens[0].light).toBe(cssValue(shadow.value));
    expect(cssValue({type: 'cubicBezier', value: [0.2, 0, 0, 1]})).toBe('cubic-bezier(0.2, 0, 0, 1)');
    expect(
      cssValue({
        type: 'shadow',
        value: [
          {color: '#00000099', offsetX: '0px', offsetY: '1px', blur: '2px', spread: '0px'},
          {color: '#ffffff0f', offsetX: '0px', offsetY: '0px', blur: '0px', spread: '1px'},
        ],
      }),
    ).toBe('0 1px 2px #00000099, 0 0 0 1px #ffffff0f');
  });
});

// The unions are the JSON's keys, derived by the compiler; `tsc --noEmit` checks this block.
describe('the name unions', () => {
  it('are literal unions of the JSON keys, not string', () => {
    expectTypeOf<'color-primary' | 'color-overlay'>().toExtend<ColorTokenName>();
    expectTypeOf<string>().not.toExtend<ColorTokenName>();
    expectTypeOf<'brand' | 'neutral' | 'semantic' | 'tint' | 'on-fill'>().toEqualTypeOf<ColorTokenGroup>();
    expectTypeOf<'shadow-raised' | 'shadow-overlay'>().toEqualTypeOf<ShadowTokenName>();
    expectTypeOf<'space' | 'opacity'>().toExtend<ScaleCategory>();
    // @ts-expect-error -- a name that is not in color.tokens.json
    const imagined: ColorTokenName = 'color-imagined';
    expect(colorTokens.some((entry) => entry.name === imagined)).toBe(false);
  });

  it('name every token in the JSON and nothing else', () => {
    const names: readonly ColorTokenName[] = colorTokens.map((entry) => entry.name);
    expect([...names].sort()).toEqual(keysWithValue(colorSource).sort());
  });
});
