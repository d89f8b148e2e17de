/**
 * BUI colour tokens, read from source/color.tokens.json: the one place where
 * BUI's colour values live. Style Dictionary (build.ts) builds every
 * platform's colours from that file, and the foundations pages render this
 * list. Change a value there and everything follows; never copy a hex value
 * anywhere else.
 *
 * Every pair of colours meant to be seen together is listed in
 * `contrastPairs` with the WCAG 2.2 AA ratio it needs, and `colors.test.ts`
 * checks each pair in both modes.
 */
import type {ContrastTarget, HexColor} from './colorMath';
import {colorSource, readTokens, toJsName} from './source';
import type {Members} from './source';

export {toJsName};

type ColorGroups = (typeof colorSource)['color'];

/**
 * The groups of source/color.tokens.json, whose `$description`s say what
 * each is for: brand, neutral, semantic, tint, on-fill.
 */
export type ColorTokenGroup = Members<ColorGroups>;

/**
 * Every colour token's name, taken from the JSON's keys by the compiler, so
 * the union and the file cannot disagree and a misspelt name in
 * `contrastPairs` fails to compile.
 */
export type ColorTokenName = {[Group in ColorTokenGroup]: Members<ColorGroups[Group]>}[ColorTokenGroup];

/** Colour scheme a value belongs to. */
export type ColorMode = 'light' | 'dark';

export const colorModes: readonly ColorMode[] = ['light', 'dark'];

export interface ColorToken {
  /** Token name without the `--bui-` prefix, e.g. `color-primary`. */
  readonly name: ColorTokenName;
  /** CSS custom property for web, e.g. `--bui-color-primary`. */
  readonly cssVar: `--bui-${ColorTokenName}`;
  /** Name in `@bui/tokens` for JavaScript and React Native, e.g. `colorPrimary`. */
  readonly jsName: string;
  readonly group: ColorTokenGroup;
  readonly light: HexColor;
  readonly dark: HexColor;
  /** When to use the token, in one or two sentences. */
  readonly usage: string;
}

export const colorTokens: readonly ColorToken[] = readTokens<ColorTokenName, ColorTokenGroup>(colorSource).map(
  ({name, group, value, dark, description}) => {
    if (value.type !== 'color' || dark?.type !== 'color') {
      throw new Error(`Colour token ${name} needs a colour $value and a dark colour in $extensions`);
    }
    return {
      name,
      cssVar: `--bui-${name}`,
      jsName: toJsName(name),
      group,
      light: value.value,
      dark: dark.value,
      usage: description,
    };
  },
);

/** Looks a colour token up by name. */
export function getColorToken(name: ColorTokenName): ColorToken {
  const found = colorTokens.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Unknown BUI colour token: ${name}`);
  return found;
}

/**
 * Two colours meant to be seen together, and the WCAG 2.2 AA ratio the pair
 * needs in both modes: 4.5 when the foreground is text (SC 1.4.3), 3 when it
 * is a control outline, icon or focus ring (SC 1.4.11).
 */
export interface ContrastPair {
  readonly foreground: ColorTokenName;
  readonly background: ColorTokenName;
  readonly min: ContrastTarget;
  /** What the pair is used for, in a few words. */
  readonly use: string;
}

const surfaces: readonly ColorTokenName[] = ['color-surface', 'color-surface-raised', 'color-surface-sunken'];
const statuses = ['info', 'success', 'warning', 'danger'] as const;

function onEach(
  foreground: ColorTokenName,
  backgrounds: readonly ColorTokenName[],
  min: ContrastTarget,
  use: string,
): ContrastPair[] {
  return backgrounds.map((background) => ({foreground, background, min, use}));
}

export const contrastPairs: readonly ContrastPair[] = [
  ...onEach('color-text', surfaces, 4.5, 'Body text'),
  ...onEach('color-text-muted', surfaces, 4.5, 'Secondary text'),
  ...onEach('color-primary', surfaces, 4.5, 'Links and primary text buttons'),
  ...onEach('color-primary-hover', ['color-surface', 'color-surface-raised'], 4.5, 'Hovered links'),
  ...onEach('color-on-primary', ['color-primary', 'color-primary-hover'], 4.5, 'Label on a primary button'),
  ...onEach('color-on-danger', ['color-danger', 'color-danger-hover'], 4.5, 'Label on a danger button'),
  ...onEach('color-text', ['color-primary-tint'], 4.5, 'Text of a selected item'),
  ...onEach('color-text-muted', ['color-primary-tint'], 4.5, 'Description of a selected item'),
  ...onEach('color-primary', ['color-primary-tint'], 4.5, 'Check mark or text of a selected item'),
  ...statuses.flatMap((status) => [
    ...onEach(`color-${status}`, ['color-surface', 'color-surface-raised'], 4.5, `${status} text and icons`),
    ...onEach('color-text', [`color-${status}-tint`], 4.5, `Text on a ${status} background`),
    ...onEach('color-text-muted', [`color-${status}-tint`], 4.5, `Secondary text on a ${status} background`),
    // 3:1 is what an icon or border needs; the pairs reach 4.5, so the status
    // colour may also be used as text on its tint.
    ...onEach(`color-${status}`, [`color-${status}-tint`], 4.5, `${status} icon, border or title on its tint`),
  ]),
  ...onEach('color-border-strong', surfaces, 3, 'Control outlines'),
  ...onEach('color-focus', ['color-surface', 'color-surface-raised'], 3, 'Focus ring'),
];
