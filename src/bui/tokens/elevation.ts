/**
 * BUI's elevation, read from source/shadow.tokens.json: two shadows, one per
 * plane. Shadows differ by mode (a dark page needs a darker shadow and a
 * faint light edge to show a lift), so each token has a light and a dark
 * value, like the colours.
 */
import type {ColorMode} from './colors';
import {cssValue, readTokens, shadowSource, toJsName} from './source';
import type {Members} from './source';

/** Taken from the JSON's keys, like `ColorTokenName`. */
export type ShadowTokenName = Members<(typeof shadowSource)['shadow']>;

export interface ShadowToken extends Readonly<Record<ColorMode, string>> {
  readonly name: ShadowTokenName;
  readonly cssVar: `--bui-${ShadowTokenName}`;
  readonly jsName: string;
  readonly usage: string;
}

export const shadowTokens: readonly ShadowToken[] = readTokens<ShadowTokenName>(shadowSource).map((token) => {
  if (token.value.type !== 'shadow' || token.dark?.type !== 'shadow') {
    throw new Error(`Shadow token ${token.name} needs a shadow $value and a dark shadow in $extensions`);
  }
  return {
    name: token.name,
    cssVar: `--bui-${token.name}`,
    jsName: toJsName(token.name),
    light: cssValue(token.value),
    dark: cssValue(token.dark),
    usage: token.description,
  };
});
