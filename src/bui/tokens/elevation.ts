/**
 * BUI's elevation: two shadows, one per plane. Shadows differ by mode (a dark
 * page needs a darker shadow and a faint light edge to show a lift), so each
 * token has a light and a dark value, like the colours.
 */
import {toJsName} from './colors';
import type {ColorMode} from './colors';

export type ShadowTokenName = 'shadow-raised' | 'shadow-overlay';

export interface ShadowToken {
  readonly name: ShadowTokenName;
  readonly cssVar: `--bui-${ShadowTokenName}`;
  readonly jsName: string;
  readonly light: string;
  readonly dark: string;
  readonly usage: string;
}

function shadow(name: ShadowTokenName, values: Record<ColorMode, string>, usage: string): ShadowToken {
  return {name, cssVar: `--bui-${name}`, jsName: toJsName(name), ...values, usage};
}

export const shadowTokens: readonly ShadowToken[] = [
  shadow(
    'shadow-raised',
    {
      light: '0 1px 2px rgb(16 24 40 / 16%), 0 1px 3px rgb(16 24 40 / 10%)',
      dark: '0 1px 2px rgb(0 0 0 / 60%), 0 0 0 1px rgb(255 255 255 / 6%)',
    },
    'A small lift on the page’s own plane: switch and segmented-control thumbs, tooltips, sticky bars.',
  ),
  shadow(
    'shadow-overlay',
    {
      light: '0 12px 32px rgb(16 24 40 / 18%), 0 4px 8px rgb(16 24 40 / 10%)',
      dark: '0 12px 32px rgb(0 0 0 / 70%), 0 0 0 1px rgb(255 255 255 / 8%)',
    },
    'Surfaces floating over the page: menus, listboxes, popovers, modals, drawers and toasts.',
  ),
];
