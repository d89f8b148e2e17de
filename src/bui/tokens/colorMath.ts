/**
 * Colour maths for BUI: parsing, mixing and the WCAG 2.x contrast formulas.
 *
 * The one implementation used by the tokens, their tests, the colour tables in
 * the docs and the site's code-block themes, so every contrast figure BUI
 * publishes comes from the same arithmetic. Free of platform imports: it runs
 * in Node (build, tests) and in the browser.
 */

/** A colour written as `#rgb`, `#rrggbb` or `#rrggbbaa`. */
export type HexColor = `#${string}`;

/** 0–255 sRGB channels. */
export type Rgb = readonly [red: number, green: number, blue: number];

/** sRGB channels plus alpha from 0 (transparent) to 1 (opaque). */
export interface Rgba {
  readonly rgb: Rgb;
  readonly alpha: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Both the comma form and the space form with an optional `/ alpha`, because
// third-party themes (prism-react-renderer) use the old one.
const RGB_FUNCTION =
  /^rgba?\(\s*(\d+(?:\.\d+)?)\s*[,\s]\s*(\d+(?:\.\d+)?)\s*[,\s]\s*(\d+(?:\.\d+)?)\s*(?:[,/]\s*(\d+(?:\.\d+)?)(%?)\s*)?\)$/i;

/**
 * Reads `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` or `rgb(r g b / a)`.
 * Throws on anything else (named colours, hsl, `var()`), so a typo in a token
 * fails the build instead of producing a wrong contrast figure.
 */
export function parseColor(value: string): Rgba {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1];
    if (digits.length === 3) digits = digits.replace(/./g, (digit) => digit + digit);
    const byte = (start: number) => parseInt(digits.slice(start, start + 2), 16);
    return {rgb: [byte(0), byte(2), byte(4)], alpha: digits.length === 8 ? byte(6) / 255 : 1};
  }
  const fn = RGB_FUNCTION.exec(text);
  if (fn) {
    const channels = [fn[1], fn[2], fn[3]].map(Number);
    if (channels.every((channel) => channel <= 255)) {
      const alpha = fn[4] === undefined ? 1 : Number(fn[4]) / (fn[5] === '%' ? 100 : 1);
      if (alpha <= 1) return {rgb: channels as unknown as Rgb, alpha};
    }
  }
  throw new Error(`Not a colour BUI can read: "${value}"`);
}

/** Parses an opaque colour; throws if it has transparency, which has no contrast of its own. */
export function parseOpaque(value: string): Rgb {
  const {rgb, alpha} = parseColor(value);
  if (alpha < 1) throw new Error(`"${value}" is translucent; composite it on a background first`);
  return rgb;
}

/** Formats channels as `#rrggbb`, rounding and clamping each one. */
export function toHex(rgb: Rgb): HexColor {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}

/**
 * Mixes two colours in sRGB: `amount` 0 gives `from`, 1 gives `to`. The same
 * arithmetic as painting `to` at opacity `amount` over `from`.
 */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const weight = Math.min(1, Math.max(0, amount));
  return [0, 1, 2].map((index) => from[index] + (to[index] - from[index]) * weight) as unknown as Rgb;
}

/** `mix` for hex strings, rounded back to `#rrggbb`. */
export function mixHex(from: string, to: string, amount: number): HexColor {
  return toHex(mix(parseOpaque(from), parseOpaque(to), amount));
}

/** What a translucent colour looks like painted over an opaque background. */
export function composite(over: string, background: string): HexColor {
  const {rgb, alpha} = parseColor(over);
  return toHex(mix(parseOpaque(background), rgb, alpha));
}

/**
 * WCAG 2.x relative luminance, 0 (black) to 1 (white). The sRGB threshold is
 * 0.04045 (the sRGB standard's value; WCAG's older 0.03928 gives the same
 * result for every 8-bit channel, but BUI uses one constant everywhere).
 */
export function relativeLuminance(color: string | Rgb): number {
  const rgb = typeof color === 'string' ? parseOpaque(color) : color;
  const [red, green, blue] = rgb.map((value) => {
    const srgb = value / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * WCAG 2.x contrast ratio, 1 (identical) to 21 (black on white). The order of
 * the arguments does not matter. WCAG compares the exact ratio: never round
 * before checking a threshold.
 */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const lumA = relativeLuminance(a);
  const lumB = relativeLuminance(b);
  return (Math.max(lumA, lumB) + 0.05) / (Math.min(lumA, lumB) + 0.05);
}

/**
 * The WCAG 2.x AA targets: 4.5 for text, 3 for large text (24 px, or 18.66 px
 * bold) and for non-text UI such as control outlines, icons and focus rings.
 */
export type ContrastTarget = 4.5 | 3;

/** The level a ratio reaches for a pair that needs `target`. */
export type ContrastLevel = 'AAA' | 'AA' | 'AA non-text' | 'AA large text' | 'Fail';

export function contrastLevel(ratio: number, target: ContrastTarget = 4.5): ContrastLevel {
  if (target === 3) return ratio >= 3 ? 'AA non-text' : 'Fail';
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large text';
  return 'Fail';
}

/**
 * A ratio as readers see it, cut (never rounded up) to one decimal: a 4.48:1
 * pair must not be shown as 4.5:1.
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
