/**
 * Code-block colours that meet WCAG AA (4.5:1) for every token, in both modes.
 *
 * prism-react-renderer's GitHub (light) and Dracula (dark) themes keep their
 * hues here, but several of their token colours are too faint for body-size
 * text (GitHub's strings 4.3:1, attribute names 2.7:1, comments 2.8:1;
 * Dracula's comments 3.0:1), which the accessibility gate measures on every
 * page with a code block. Instead of a hand-picked second palette that could
 * drift, each colour is moved towards black (light theme) or white (dark
 * theme) just until it reaches the target against the block's background and
 * against a highlighted line's background (src/css/custom.css,
 * --docusaurus-highlighted-code-line-bg), whichever is worse.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** The target with a little headroom, so rounding in a browser never dips below 4.5. */
const TARGET = 4.6;

type Rgb = [number, number, number];

function parseColor(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(value.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`prism-themes: cannot read the colour "${value}"`);
}

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.x relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + (to[i]! - c) * amount) as Rgb;

/** `color` moved towards `towards` in 1 % steps until it reaches TARGET against every background. */
function readable(color: string, backgrounds: Rgb[], towards: Rgb): string {
  const start = parseColor(color);
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(start, towards, step / 100).map(Math.round) as Rgb;
    if (backgrounds.every((bg) => contrast(candidate, bg) >= TARGET)) return step === 0 ? color : toHex(candidate);
  }
  throw new Error(`prism-themes: no readable variant of ${color}`);
}

/**
 * `highlightOverlay` is the highlighted-line background as [rgb, alpha]; the
 * line's real background is that overlay composited on the block's.
 */
function accessible(theme: PrismTheme, highlightOverlay: [Rgb, number], towards: Rgb): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '#ffffff');
  const highlighted = mix(background, highlightOverlay[0], highlightOverlay[1]);
  const backgrounds = [background, highlighted];
  const fix = (color: string | undefined) => (color ? readable(color, backgrounds, towards) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map(({types, style}) => {
      // Opacity fades a colour towards the background; the adjusted colour
      // is what readers should see, so it is shown at full strength.
      const {opacity: _opacity, ...rest} = style;
      return {types, style: {...rest, color: fix(style.color)}};
    }),
  };
}

const black: Rgb = [0, 0, 0];
const white: Rgb = [255, 255, 255];

// Overlays as in src/css/custom.css: rgb(0 0 0 / 10%) light, rgb(0 0 0 / 30%) dark.
export const lightCodeTheme: PrismTheme = accessible(themes.github, [black, 0.1], black);
export const darkCodeTheme: PrismTheme = accessible(themes.dracula, [black, 0.3], white);
