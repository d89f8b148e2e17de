/**
 * No raw design values in the design system's CSS: every colour, size,
 * shadow, duration, easing, weight, line height, opacity and layer comes from
 * a `var(--bui-*)` token, so a change of token changes every component and
 * dark mode needs nothing but the tokens.
 *
 * What a declaration value under src/bui (outside src/bui/tokens) may hold:
 * - `var(--…)` references; a fallback inside one is checked like any value.
 * - Zero, with or without a unit (`0`, `0px`, `0s`).
 * - Percentages and `fr` (proportions, not sizes); but `font-size` takes no
 *   percentage other than `100%`, which could shrink text below 14 px.
 * - Viewport and container units (`100vh`, `100dvh`, `50cqi`): a share of the
 *   screen or container, not a design size.
 * - Angles (`deg`, `turn`, `rad`, `grad`) for rotations and RTL flips.
 * - Unitless numbers such as `flex: 1`, `order: -1`, `scale(-1)`,
 *   `grid-column: 1 / -1` or a `calc()` multiplier (`calc(-1 * var(--x))`),
 *   except where a token exists for the number: `line-height` (only 0),
 *   `opacity` (only 0 and 1), `font-weight` (no numbers) and `z-index` (-1, 0
 *   and 1 for stacking inside a component; anything global is a layer token).
 * - Keywords: `transparent`, `currentColor`, `inherit`, `none`, `auto`, the
 *   system colours of forced-colors mode (`ButtonText`, `Highlight`…).
 * - Lengths inside `@media` / `@container` conditions, because custom
 *   properties cannot be used there.
 *
 * What it may not: hex colours, colour functions (`rgb()`, `hsl()`, `oklch()`,
 * `color-mix()`… which would create a colour no contrast test has seen), named
 * colours, any length in px, rem, em, ch, ex, lh, pt or other absolute and
 * font-relative units, durations in ms or s, `cubic-bezier()`, font-size
 * keywords (`small`, `larger`…), `thin`/`medium`/`thick` borders,
 * `bold`/`bolder`/`lighter`, and `url()` (marks come from the Icon set).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

interface RawValue {
  readonly line: number;
  readonly property: string;
  readonly value: string;
  readonly reason: string;
}

const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod ' +
    'darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon ' +
    'darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray ' +
    'dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green ' +
    'greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon ' +
    'lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon ' +
    'lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta ' +
    'maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen ' +
    'seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato ' +
    'turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const LENGTH_OR_TIME =
  /(?<![\w.-])-?(\d*\.?\d+)(px|rem|em|ex|rex|ch|rch|cap|rcap|ic|ric|lh|rlh|pt|pc|cm|mm|in|q|ms|s)(?![\w-])/gi;
const NUMBER = /(?<![\w.-])-?(\d*\.?\d+)(?![\w.%-])/g;
const WORD = /(?<![\w-])[a-z]+(?![\w-]|\()/gi;

/** Checks one declaration value; returns why it is raw, or nothing. */
function rawReason(property: string, rawValue: string): string | undefined {
  const prop = property.toLowerCase();
  // Token references are fine; their fallbacks are checked like any value.
  const value = rawValue.replace(/var\(\s*--[\w-]+\s*,?/g, 'var(').replace(/!important/i, '');

  const hex = /#[0-9a-f]{3,8}\b/i.exec(value);
  if (hex) return `hex colour ${hex[0]}`;
  const colorFunction = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(/i.exec(value);
  if (colorFunction) return `colour function ${colorFunction[1]}()`;
  if (/\burl\(/i.test(value)) return 'url(): marks and images come from the Icon set';
  if (/\bcubic-bezier\(/i.test(value)) return 'cubic-bezier(): use an --bui-easing-* token';

  for (const match of value.matchAll(LENGTH_OR_TIME)) {
    if (Number(match[1]) !== 0) return `raw ${/^m?s$/i.test(match[2]) ? 'duration' : 'length'} ${match[0]}`;
  }
  for (const match of value.matchAll(WORD)) {
    if (NAMED_COLORS.has(match[0].toLowerCase())) return `named colour ${match[0]}`;
  }

  const numbers = [...value.matchAll(NUMBER)].map((match) => Number(match[0]));
  const keywordOnly = (allowed: RegExp) =>
    value.replace(/var\([^)]*\)/g, '').trim() === '' || allowed.test(value.trim());
  switch (prop) {
    case 'line-height':
      if (numbers.some((n) => n !== 0) || /\d%/.test(value)) return 'raw line height: use --bui-line-height-*';
      break;
    case 'opacity':
      if (numbers.some((n) => n !== 0 && n !== 1) || /\d%/.test(value)) return 'raw opacity: use --bui-opacity-*';
      break;
    case 'z-index':
      if (numbers.some((n) => n < -1 || n > 1)) return 'raw z-index above 1: use a --bui-layer-* token';
      break;
    case 'font-weight':
      if (numbers.length > 0 || /\b(bold|bolder|lighter)\b/i.test(value))
        return 'raw font weight: use --bui-font-weight-*';
      break;
    case 'font-size':
      if (!keywordOnly(/^(inherit|initial|unset|revert|100%)$/i)) return 'raw font size: use --bui-font-size-*';
      break;
    case 'font':
      if (
        /\b(bold|bolder|lighter|xx?-small|small|medium|large|xx?x?-large|smaller|larger)\b/i.test(value) ||
        /\d%/.test(value)
      ) {
        return 'raw font shorthand: use the font-size, font-weight and line-height tokens';
      }
      break;
    default:
      if (/^(border|outline|column-rule)/.test(prop) && /\b(thin|medium|thick)\b/i.test(value)) {
        return 'keyword border width: use --bui-border-width*';
      }
  }
  return undefined;
}

/** Blanks comments and strings (keeping line breaks) so positions still count lines. */
function blank(css: string): string {
  const keepLines = (text: string) => text.replace(/[^\n]/g, ' ');
  return css
    .replace(/\/\*[\s\S]*?\*\//g, keepLines)
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (text) => `"${keepLines(text.slice(2))}"`);
}

/** Every declaration in `css` whose value is a raw design value, with its line. */
function findRawValues(css: string): RawValue[] {
  const text = blank(css);
  const found: RawValue[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char !== '{' && char !== '}' && char !== ';') continue;
    const segment = text.slice(start, index);
    const segmentStart = start;
    start = index + 1;
    // A segment closed by `{` is a selector or an at-rule condition.
    if (char === '{') continue;
    const colon = segment.indexOf(':');
    const property = segment.slice(0, colon).trim();
    if (colon < 0 || !/^-?-?[a-z][\w-]*$/i.test(property) || property === 'composes') continue;
    const value = segment.slice(colon + 1).trim();
    const reason = rawReason(property, value);
    if (reason) {
      const offset = segmentStart + segment.length - segment.trimStart().length;
      const line = text.slice(0, offset).split('\n').length;
      // Blanking keeps every offset, so the original text reads from the same place.
      found.push({line, property, value: css.slice(segmentStart + colon + 1, index).trim(), reason});
    }
  }
  return found;
}

const buiDir = path.resolve(__dirname, '..');

/** A selector or query that applies to one colour mode. */
const THEME_SELECTOR = /data-bui-theme|data-theme|prefers-color-scheme/;

function cssFilesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === __dirname ? [] : cssFilesUnder(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('findRawValues', () => {
  const rule = (body: string) => `.x {\n  ${body}\n}`;
  const reasons = (body: string) => findRawValues(rule(body)).map((finding) => finding.reason);

  it.each([
    'color: var(--bui-color-text);',
    'padding: 0 var(--bui-space-2);',
    'margin-inline-start: calc(-1 * var(--bui-space-1));',
    'inline-size: 100%;',
    'max-block-size: 80dvh;',
    'grid-template-columns: 1fr auto;',
    'transform: rotate(0.5turn) scaleX(-1);',
    'flex: 1 1 0;',
    'border: var(--bui-border-width) solid transparent;',
    'box-shadow: 0 0 0 var(--bui-focus-ring-width) var(--bui-color-focus);',
    'transition: opacity var(--bui-duration-fast) var(--bui-easing-standard), transform 0s;',
    'border-color: ButtonText;',
    'font: inherit;',
    'font-size: 100%;',
    'z-index: 1;',
    'opacity: 0;',
    'line-height: 0;',
    "content: 'white 12px';",
    'animation: bui-spin calc(var(--bui-duration-slow) * 2) linear infinite;',
  ])('accepts %s', (body) => {
    expect(reasons(body)).toEqual([]);
  });

  it.each([
    ['color: #fff;', /hex/],
    ['background: rgb(0 0 0 / 10%);', /colour function rgb/],
    ['background: color-mix(in srgb, var(--bui-color-primary) 20%, transparent);', /color-mix/],
    ['color: white;', /named colour/],
    ['padding: 4px 8px;', /length 4px/],
    ['inline-size: 2.5rem;', /length/],
    ['gap: 0.5em;', /length/],
    ['color: var(--bui-color-text, #1b1f27);', /hex/],
    ['transition: opacity 150ms ease;', /duration 150ms/],
    ['animation-delay: .2s;', /duration/],
    ['box-shadow: 0 1px 2px var(--bui-color-border);', /length 1px/],
    ['transition-timing-function: cubic-bezier(0.2, 0, 0, 1);', /cubic-bezier/],
    ['line-height: 1.5;', /line height/],
    ['opacity: 0.5;', /opacity/],
    ['z-index: 1000;', /layer/],
    ['font-weight: 600;', /font weight/],
    ['font-weight: bold;', /font weight/],
    ['font-size: smaller;', /font size/],
    ['font-size: 80%;', /font size/],
    ['border-width: thin;', /border width/],
    ['--thumb-size: 20px;', /length 20px/],
    ['mask-image: url(check.svg);', /url/],
  ])('rejects %s', (body, reason) => {
    const found = reasons(body);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(reason);
  });

  it('ignores selectors, at-rule conditions and comments, and reports lines', () => {
    const css = [
      '/* #fff 4px */',
      '@media (min-width: 600px) {',
      '  .a:hover,',
      '  .b:nth-child(2) {',
      '    color: var(--bui-color-text);',
      '    padding: 3px;',
      '  }',
      '}',
    ].join('\n');
    expect(findRawValues(css)).toEqual([{line: 6, property: 'padding', value: '3px', reason: 'raw length 3px'}]);
  });
});

describe('CSS under src/bui', () => {
  const files = cssFilesUnder(buiDir);

  it('uses tokens only', () => {
    const report = files.flatMap((file) =>
      findRawValues(readFileSync(file, 'utf8')).map(
        (finding) =>
          `${path.relative(process.cwd(), file)}:${finding.line}: ${finding.property}: ${finding.value} (${finding.reason})`,
      ),
    );
    expect(report, `Raw values in the design system's CSS:\n${report.join('\n')}`).toEqual([]);
  });

  // The sweep of examples (exampleSweep, tests/components/example-layout.ts) measures layout and target sizes in light
  // only on this promise: only colour and shadow tokens have a dark value, so no component's geometry can change with
  // the theme.
  it('leaves the theme to the tokens: no rule of a component names a colour mode', () => {
    const report = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          THEME_SELECTOR.test(text) ? [`${path.relative(process.cwd(), file)}:${index + 1}: ${text.trim()}`] : [],
        ),
    );
    expect(report, `Rules for one colour mode in the design system's CSS:\n${report.join('\n')}`).toEqual([]);
  });
});
