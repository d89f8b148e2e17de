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
 * against a highlighted line's background, whichever is worse. The maths is
 * BUI's own (src/bui/tokens/colorMath.ts), so these figures and the colour
 * tokens' agree.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';
import {contrastRatio, mix, parseColor, parseOpaque, toHex, type ColorMode, type Rgb} from '../bui/tokens/index';

/** The target with a little headroom, so rounding in a browser never dips below 4.5. */
const TARGET = 4.6;

/**
 * The highlighted line's overlay (`--docusaurus-highlighted-code-line-bg`),
 * painted over the block's background. The design-tokens plugin writes these
 * values into the site's stylesheet, and the themes below are checked against
 * them: one source for both.
 */
export const highlightedLineOverlay: Readonly<Record<ColorMode, string>> = {
  light: 'rgb(0 0 0 / 10%)',
  dark: 'rgb(0 0 0 / 30%)',
};

/** `color` moved towards `towards` in 1 % steps until it reaches TARGET against every background. */
function readable(color: string, backgrounds: readonly Rgb[], towards: Rgb): string {
  const start = parseOpaque(color);
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(start, towards, step / 100).map(Math.round) as unknown as Rgb;
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= TARGET)) {
      return step === 0 ? color : toHex(candidate);
    }
  }
  throw new Error(`prism-themes: no readable variant of ${color}`);
}

function accessible(theme: PrismTheme, mode: ColorMode): PrismTheme {
  const background = parseOpaque(theme.plain.backgroundColor ?? '#ffffff');
  const overlay = parseColor(highlightedLineOverlay[mode]);
  const highlighted = mix(background, overlay.rgb, overlay.alpha);
  const backgrounds = [background, highlighted];
  const towards: Rgb = mode === 'light' ? [0, 0, 0] : [255, 255, 255];
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

export const lightCodeTheme: PrismTheme = accessible(themes.github, 'light');
export const darkCodeTheme: PrismTheme = accessible(themes.dracula, 'dark');

/**
 * The theme the code blocks render with, in both colour modes: no colour in
 * JavaScript, so the server's markup is right whichever mode the reader is in
 * and a block never has to be rebuilt when the mode is known
 * (src/theme/CodeBlock). The colours are the two themes above, written as CSS
 * by `codeThemeCss()` and switched by `data-theme`.
 */
export const codeTheme: PrismTheme = {
  plain: {color: 'var(--site-code-color)', backgroundColor: 'var(--site-code-background)'},
  styles: [],
};

/** Each mode's colours as a theme object: for what colours in JavaScript (the playground's editor) and for the tests. */
export const codeThemes: Readonly<Record<ColorMode, PrismTheme>> = {light: lightCodeTheme, dark: darkCodeTheme};

/** Light is the mode whenever the page is not dark, including before (or without) the colour-mode script. */
const modeSelector: Readonly<Record<ColorMode, string>> = {
  light: ":root:not([data-theme='dark'])",
  dark: ":root[data-theme='dark']",
};

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The stylesheet for `codeTheme`: each mode's plain colours as variables, and
 * one rule per theme entry, in the theme's order. A token whose two types are
 * both coloured in one theme takes the later rule's colour here, and the later
 * type's in prism-react-renderer's inline styles; no other token can differ.
 */
export function codeThemeCss(): string {
  return (Object.keys(codeThemes) as ColorMode[])
    .map((mode) => {
      const {plain, styles} = codeThemes[mode];
      const scope = modeSelector[mode];
      const rules = styles.flatMap(({types, style}) => {
        const declarations = Object.entries(style)
          .filter(([, value]) => value !== undefined)
          .map(([property, value]) => `${kebab(property)}: ${String(value)};`);
        if (declarations.length === 0) return [];
        const selector = `${scope} .prism-code .token:is(${types.map((type) => `.${type}`).join(', ')})`;
        return [`${selector} {\n  ${declarations.join('\n  ')}\n}`];
      });
      const variables = `${scope} {\n  --site-code-color: ${plain.color};\n  --site-code-background: ${plain.backgroundColor};\n}`;
      return [variables, ...rules].join('\n');
    })
    .join('\n');
}
