/**
 * BUI's non-colour tokens, read from source/scale.tokens.json: spacing,
 * corner radius, type, sizes, borders, motion, layers and opacity. Their
 * values are the same in light and dark mode. Style Dictionary (build.ts)
 * builds them for every platform and the foundations pages render this list.
 */
import {cssValue, readTokens, scaleSource, toJsName} from './source';
import type {Members} from './source';

/** The groups of source/scale.tokens.json: space, radius, font-size … opacity. */
export type ScaleCategory = Members<(typeof scaleSource)['scale']>;

export interface ScaleToken {
  /** Token name without the `--bui-` prefix, e.g. `space-4`. */
  readonly name: string;
  /** CSS custom property, e.g. `--bui-space-4`. */
  readonly cssVar: `--bui-${string}`;
  /** Name in `@bui/tokens` for JavaScript and React Native, e.g. `space4`. */
  readonly jsName: string;
  readonly category: ScaleCategory;
  /** The CSS value, with its unit. */
  readonly value: string;
  /** When to use the token, in one or two sentences. */
  readonly usage: string;
}

export const scaleTokens: readonly ScaleToken[] = readTokens<string, ScaleCategory>(scaleSource).map((token) => {
  if (token.dark !== undefined) throw new Error(`Scale token ${token.name} cannot have a dark value`);
  return {
    name: token.name,
    cssVar: `--bui-${token.name}`,
    jsName: toJsName(token.name),
    category: token.group,
    value: cssValue(token.value),
    usage: token.description,
  };
});

const inCategory = (category: ScaleCategory) => scaleTokens.filter((token) => token.category === category);

/** A 4 px spacing scale: `space-n` is n × 4 px, plus a 2 px half step. */
export const spaceTokens: readonly ScaleToken[] = inCategory('space');
export const radiusTokens: readonly ScaleToken[] = inCategory('radius');
/**
 * In rem so they follow the reader's browser text size; `scale.test.ts` fails
 * if any font size goes below 14 px.
 */
export const fontSizeTokens: readonly ScaleToken[] = inCategory('font-size');
export const fontWeightTokens: readonly ScaleToken[] = inCategory('font-weight');
export const lineHeightTokens: readonly ScaleToken[] = inCategory('line-height');
export const sizeTokens: readonly ScaleToken[] = inCategory('size');
export const borderTokens: readonly ScaleToken[] = inCategory('border');
export const durationTokens: readonly ScaleToken[] = inCategory('duration');
export const easingTokens: readonly ScaleToken[] = inCategory('easing');
/** Stacking order: overlay < popover < toast (see the group's `$description`). */
export const layerTokens: readonly ScaleToken[] = inCategory('layer');
export const opacityTokens: readonly ScaleToken[] = inCategory('opacity');
