import {colorTokens} from './colors';
import {shadowTokens} from './elevation';
import {scaleTokens} from './scale';

/** What every token has, whatever its kind. */
export interface AnyToken {
  readonly name: string;
  readonly cssVar: `--bui-${string}`;
  readonly jsName: string;
}

/** Every BUI token: colours, shadows and the scales. */
export const allTokens: readonly AnyToken[] = [...colorTokens, ...shadowTokens, ...scaleTokens];
