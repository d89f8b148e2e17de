/**
 * BUI colour tokens: the one place where BUI's colour values live.
 *
 * The design-tokens plugin turns this list into CSS custom properties for the
 * site, and the ColorTokenTable component renders it in the docs. Change a
 * value here and both follow; never copy a hex value anywhere else.
 *
 * Every value was chosen to meet a WCAG 2.x contrast target against the
 * surface colours of its own mode (see `minContrast` on each token).
 * This module is shared by Node (the plugin) and the browser (the component),
 * so it must stay free of platform imports.
 */

/** A colour written as `#rrggbb` (or the short `#rgb`). */
export type HexColor = `#${string}`;

export type ColorTokenName =
  | 'color-primary'
  | 'color-primary-hover'
  | 'color-text'
  | 'color-text-muted'
  | 'color-surface'
  | 'color-surface-raised'
  | 'color-border'
  | 'color-focus'
  | 'color-info'
  | 'color-success'
  | 'color-warning'
  | 'color-danger';

/**
 * brand: BUI's identity colour and its interaction state.
 * neutral: text, backgrounds and lines that every screen is built from.
 * semantic: colours that carry a meaning (status, feedback, focus).
 */
export type ColorTokenGroup = 'brand' | 'neutral' | 'semantic';

/** Colour scheme a value belongs to. */
export type ColorMode = 'light' | 'dark';

export interface ColorToken {
  /** Token name without the `--bui-` prefix, e.g. `color-primary`. */
  readonly name: ColorTokenName;
  /** CSS custom property for web, e.g. `--bui-color-primary`. */
  readonly cssVar: `--bui-${ColorTokenName}`;
  /** Name in `@bui/tokens` for React Native, e.g. `colorPrimary`. */
  readonly jsName: string;
  readonly group: ColorTokenGroup;
  readonly light: HexColor;
  readonly dark: HexColor;
  /** When to use the token, in one or two sentences. */
  readonly usage: string;
  /**
   * The WCAG contrast ratio the token must reach against `color-surface` in
   * both modes: 4.5 for colours used as text, 3 for non-text UI such as lines
   * and focus rings. `null` for the surfaces themselves.
   */
  readonly minContrast: 4.5 | 3 | null;
}

function token(
  name: ColorTokenName,
  group: ColorTokenGroup,
  light: HexColor,
  dark: HexColor,
  minContrast: ColorToken['minContrast'],
  usage: string,
): ColorToken {
  const jsName = name.replace(/-([a-z])/g, (_match: string, letter: string) => letter.toUpperCase());
  return {name, cssVar: `--bui-${name}`, jsName, group, light, dark, usage, minContrast};
}

export const colorTokens: readonly ColorToken[] = [
  token(
    'color-primary',
    'brand',
    '#2546c4',
    '#93abff',
    4.5,
    'The BUI brand blue: primary buttons, links, selected tabs and checked controls. Use it for the one main action on a screen.',
  ),
  token(
    'color-primary-hover',
    'brand',
    '#1b3599',
    '#b8c8ff',
    4.5,
    'Hover and pressed state of anything drawn in the primary colour. Never use it as a resting colour.',
  ),
  token(
    'color-text',
    'neutral',
    '#1b1f27',
    '#e9ebf0',
    4.5,
    'Body text, headings, labels and the default colour of icons.',
  ),
  token(
    'color-text-muted',
    'neutral',
    '#596171',
    '#a6aebc',
    4.5,
    'Secondary text: hints, captions, timestamps and table metadata.',
  ),
  token(
    'color-surface',
    'neutral',
    '#ffffff',
    '#15171c',
    null,
    'The page background and the base of cards and inputs. Every other colour is checked against it.',
  ),
  token(
    'color-surface-raised',
    'neutral',
    '#f4f5f8',
    '#20232a',
    null,
    'Layers that sit above the page: navigation bars, modals, side drawers, menus and table headers.',
  ),
  token(
    'color-border',
    'neutral',
    '#868d9a',
    '#6f7785',
    3,
    'Outlines of inputs, checkboxes and cards, dividers and table rules that help people find a control.',
  ),
  token(
    'color-focus',
    'semantic',
    '#2f5fe0',
    '#8fb1ff',
    3,
    'The 2 px keyboard focus ring with a 2 px offset. Reserved for focus; never removed.',
  ),
  token(
    'color-info',
    'semantic',
    '#0a62a8',
    '#6fb9f2',
    4.5,
    'Neutral information: info alerts, toasts, badges and tags, and their icons.',
  ),
  token(
    'color-success',
    'semantic',
    '#177a36',
    '#5cc27a',
    4.5,
    'A completed or approved state: success alerts and toasts, "Approved" tags, valid fields.',
  ),
  token(
    'color-warning',
    'semantic',
    '#8f5300',
    '#e6a645',
    4.5,
    'Something needs attention soon but nothing is broken yet: warning alerts, expiring items.',
  ),
  token(
    'color-danger',
    'semantic',
    '#c4262e',
    '#ff8a85',
    4.5,
    'Errors and destructive actions: field errors, error alerts, danger buttons and "Rejected" tags.',
  ),
];

/** Looks a colour token up by name. */
export function getColorToken(name: ColorTokenName): ColorToken {
  const found = colorTokens.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Unknown BUI colour token: ${name}`);
  return found;
}

/** Parses `#rgb` or `#rrggbb` into 0–255 channels. Throws on anything else. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: "${hex}"`);
  let digits = match[1]!;
  if (digits.length === 3) digits = digits.replace(/./g, (digit) => digit + digit);
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** Formats 0–255 channels as `#rrggbb`, rounding and clamping each channel. */
export function rgbToHex([red, green, blue]: readonly [number, number, number]): HexColor {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/**
 * Mixes `hex` with `target` in sRGB: `amount` 0 returns `hex`, 1 returns
 * `target`. Used to derive darker and lighter shades of a token.
 */
export function mixHex(hex: string, target: string, amount: number): HexColor {
  const from = hexToRgb(hex);
  const to = hexToRgb(target);
  const weight = Math.min(1, Math.max(0, amount));
  return rgbToHex([
    from[0] + (to[0] - from[0]) * weight,
    from[1] + (to[1] - from[1]) * weight,
    from[2] + (to[2] - from[2]) * weight,
  ]);
}

/** WCAG 2.x relative luminance of an sRGB colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = hexToRgb(hex).map((value) => {
    const srgb = value / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * WCAG 2.x contrast ratio between two colours, from 1 (identical) to 21
 * (black on white). The order of the arguments does not matter.
 */
export function contrastRatio(hexA: string, hexB: string): number {
  const lumA = relativeLuminance(hexA);
  const lumB = relativeLuminance(hexB);
  const lighter = Math.max(lumA, lumB);
  const darker = Math.min(lumA, lumB);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The WCAG 2.x level a ratio reaches. 'AA large' covers large text (24 px, or
 * 18.66 px bold) and non-text UI such as borders, icons and focus rings.
 */
export type ContrastLevel = 'AAA' | 'AA' | 'AA large' | 'Fail';

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'Fail';
}

/**
 * Contrast of a token against the surface of the same mode. WCAG compares the
 * exact ratio, so callers should not round before checking a threshold.
 */
export function contrastWithSurface(colorToken: ColorToken, mode: ColorMode): number {
  const surface = getColorToken('color-surface');
  return contrastRatio(colorToken[mode], surface[mode]);
}
