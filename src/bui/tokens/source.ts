/**
 * Reads the DTCG token files in ./source, the one place where BUI's token
 * values live (see README.md). colors.ts, scale.ts and elevation.ts turn what
 * this returns into the lists the site renders; build.ts hands the same JSON
 * to Style Dictionary and uses the same checked values in its transforms.
 *
 * Free of platform imports so the site can bundle it for the browser.
 */
import type {HexColor} from './colorMath';
import colorSource from './source/color.tokens.json';
import scaleSource from './source/scale.tokens.json';
import shadowSource from './source/shadow.tokens.json';

export {colorSource, scaleSource, shadowSource};

/** Every token file, in the order the outputs list them. */
export const tokenSources = [colorSource, shadowSource, scaleSource] as const;

/** The `$extensions` key under which a token keeps its dark-mode value. */
export const MODES_EXTENSION = 'com.bui.modes';

/** The keys of a DTCG group that name members (tokens or groups), not `$` properties. */
export type Members<T> = Exclude<keyof T, `$${string}`> & string;

/** The DTCG types BUI uses. */
export type TokenType = 'color' | 'dimension' | 'duration' | 'fontWeight' | 'number' | 'cubicBezier' | 'shadow';

export interface ShadowLayer {
  readonly color: HexColor;
  readonly offsetX: string;
  readonly offsetY: string;
  readonly blur: string;
  readonly spread: string;
}

export type CubicBezier = readonly [x1: number, y1: number, x2: number, y2: number];

/** A value and its DTCG type, so a switch on `type` knows the value's shape. */
export type TokenValue =
  | {readonly type: 'color'; readonly value: HexColor}
  | {readonly type: 'dimension' | 'duration'; readonly value: string}
  | {readonly type: 'fontWeight' | 'number'; readonly value: number}
  | {readonly type: 'cubicBezier'; readonly value: CubicBezier}
  | {readonly type: 'shadow'; readonly value: readonly ShadowLayer[]};

export interface SourceToken<Name extends string = string, Group extends string = string> {
  /** The token's key, which is also its full name: `color-primary`, `space-4`. */
  readonly name: Name;
  /** The group the token sits in: a colour group (`brand`) or a scale category (`space`). */
  readonly group: Group;
  /** `$value` and `$type`: the light-mode value for tokens that have a dark one. */
  readonly value: TokenValue;
  /** `$extensions["com.bui.modes"].dark`, for colours and shadows. */
  readonly dark?: TokenValue;
  /** `$description`: when to use the token. */
  readonly description: string;
}

const TYPES: readonly TokenType[] = ['color', 'dimension', 'duration', 'fontWeight', 'number', 'cubicBezier', 'shadow'];
const HEX = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;
// DTCG allows only px and rem for dimensions, and ms or s for durations.
const DIMENSION = /^-?(?:\d+\.?\d*|\.\d+)(?:px|rem)$/;
const DURATION = /^(?:\d+\.?\d*|\.\d+)(?:ms|s)$/;
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Json = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function fail(where: string, problem: string): never {
  throw new Error(`Design token ${where}: ${problem}`);
}

function checkLayer(layer: unknown, where: string): ShadowLayer {
  if (!isObject(layer)) return fail(where, 'a shadow layer must be an object');
  if (layer.inset === true) fail(where, 'inset shadows are not supported: the mobile outputs cannot draw them');
  const {color, offsetX, offsetY, blur, spread} = layer;
  if (typeof color !== 'string' || !HEX.test(color))
    fail(where, `shadow colour ${JSON.stringify(color)} is not #rrggbb(aa)`);
  const length = (key: string, value: unknown): string =>
    typeof value === 'string' && DIMENSION.test(value)
      ? value
      : fail(where, `shadow ${key} ${JSON.stringify(value)} is not px or rem`);
  return {
    color: color as HexColor,
    offsetX: length('offsetX', offsetX),
    offsetY: length('offsetY', offsetY),
    blur: length('blur', blur),
    spread: length('spread', spread),
  };
}

/** Checks a `$value` (or a dark value) against its `$type`, so no output meets a malformed value. */
export function checkValue(type: TokenType, value: unknown, where: string): TokenValue {
  const problem = (expected: string) => fail(where, `${JSON.stringify(value)} is not ${expected}`);
  switch (type) {
    case 'color':
      return typeof value === 'string' && HEX.test(value)
        ? {type, value: value as HexColor}
        : problem('a #rrggbb or #rrggbbaa colour');
    case 'dimension':
      return typeof value === 'string' && DIMENSION.test(value) ? {type, value} : problem('a dimension in px or rem');
    case 'duration':
      return typeof value === 'string' && DURATION.test(value) ? {type, value} : problem('a duration in ms or s');
    case 'fontWeight':
      return isNumber(value) && Number.isInteger(value) && value >= 1 && value <= 1000
        ? {type, value}
        : problem('a numeric font weight from 1 to 1000');
    case 'number':
      return isNumber(value) ? {type, value} : problem('a number');
    case 'cubicBezier': {
      const numbers = Array.isArray(value) && value.length === 4 && value.every(isNumber) ? value : [];
      const [x1, y1, x2, y2] = numbers;
      return x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1
        ? {type, value: [x1, y1, x2, y2]}
        : problem('[x1, y1, x2, y2] with x1 and x2 from 0 to 1');
    }
    case 'shadow': {
      const layers: unknown[] = Array.isArray(value) ? value : [value];
      if (layers.length === 0) fail(where, 'a shadow needs at least one layer');
      return {type, value: layers.map((layer) => checkLayer(layer, where))};
    }
  }
}

/**
 * Every token of a DTCG tree, in file order, checked. Groups may nest; a
 * token's `$type` is its own or its nearest group's, as DTCG specifies.
 *
 * `Name` and `Group` let a caller whose types are derived from the same JSON's
 * keys (see colors.ts) keep them literal: the values are those keys.
 */
export function readTokens<Name extends string = string, Group extends string = string>(
  tree: object,
): SourceToken<Name, Group>[] {
  const found: SourceToken<Name, Group>[] = [];
  const walk = (node: Json, path: readonly string[], inherited: unknown) => {
    const groupType = node.$type ?? inherited;
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$')) continue;
      const where = [...path, key].join('.');
      if (!isObject(child)) fail(where, 'is neither a token nor a group');
      if (!('$value' in child)) {
        walk(child, [...path, key], groupType);
        continue;
      }
      const type = child.$type ?? groupType;
      if (!TYPES.includes(type as TokenType)) fail(where, `unknown $type ${JSON.stringify(type)}`);
      if (!NAME.test(key)) fail(where, 'a token name is lower-case words joined by hyphens');
      if (typeof child.$description !== 'string' || child.$description.trim() === '') {
        fail(where, 'needs a $description saying when to use it');
      }
      const modes = isObject(child.$extensions) ? child.$extensions[MODES_EXTENSION] : undefined;
      const dark = isObject(modes) && 'dark' in modes ? modes.dark : undefined;
      found.push({
        name: key as Name,
        group: (path.at(-1) ?? '') as Group,
        value: checkValue(type as TokenType, child.$value, where),
        ...(dark === undefined ? {} : {dark: checkValue(type as TokenType, dark, `${where} (dark)`)}),
        description: child.$description,
      });
    }
  };
  if (!isObject(tree)) return fail('file', 'is not a JSON object');
  walk(tree, [], undefined);
  return found;
}

/** Turns `color-primary-hover` into `colorPrimaryHover`, the JavaScript and Swift name. */
export function toJsName(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_match: string, letter: string) => letter.toUpperCase());
}

/** `0px` reads as `0` in a shadow, as people write it. */
const length = (value: string) => (/^-?0*\.?0+(?:px|rem)$/.test(value) ? '0' : value);

/** A shadow as a CSS `box-shadow` value: the spread is left out when it is zero. */
export function shadowCss(layers: readonly ShadowLayer[]): string {
  return layers
    .map(({color, offsetX, offsetY, blur, spread}) =>
      [length(offsetX), length(offsetY), length(blur), ...(length(spread) === '0' ? [] : [spread]), color].join(' '),
    )
    .join(', ');
}

/**
 * A token value as CSS writes it. The one translation from DTCG to CSS: the
 * stylesheet Style Dictionary builds and the values the docs show both use it.
 */
export function cssValue({type, value}: TokenValue): string {
  if (type === 'cubicBezier') return `cubic-bezier(${value.join(', ')})`;
  if (type === 'shadow') return shadowCss(value);
  return String(value);
}
