import {themes, type PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {contrastRatio, mix, parseColor, parseOpaque, type ColorMode} from '../bui/tokens/index';
import {codeTheme, codeThemeCss, darkCodeTheme, highlightedLineOverlay, lightCodeTheme} from './prism-themes';

const cases: [ColorMode, PrismTheme, PrismTheme][] = [
  ['light', lightCodeTheme, themes.github],
  ['dark', darkCodeTheme, themes.dracula],
];

describe.each(cases)('the %s code theme', (mode, theme, original) => {
  const background = parseOpaque(theme.plain.backgroundColor!);
  const overlay = parseColor(highlightedLineOverlay[mode]);
  const highlighted = mix(background, overlay.rgb, overlay.alpha);
  const colors = [theme.plain.color, ...theme.styles.map(({style}) => style.color)].filter((color): color is string =>
    Boolean(color),
  );

  it('reads at 4.5:1 or more on the block and on a highlighted line', () => {
    for (const color of colors) {
      expect(contrastRatio(color, background), `${color} on the block`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, highlighted), `${color} on a highlighted line`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the original palette where it already passed, and drops opacity', () => {
    expect(theme.styles).toHaveLength(original.styles.length);
    expect(theme.styles.every(({style}) => style.opacity === undefined)).toBe(true);
    expect(colors.some((color) => original.styles.some(({style}) => style.color === color))).toBe(true);
  });
});

describe('the code theme the blocks render with', () => {
  const css = codeThemeCss();
  const rules = [...css.matchAll(/^(\S[^{]*?) \{\n([^}]*)\}/gm)].map(([, selector = '', body = '']) => ({
    selector,
    body,
  }));

  it('puts no colour in the markup, so the server renders the same block in both modes', () => {
    expect(codeTheme.styles).toEqual([]);
    expect(codeTheme.plain.color).toMatch(/^var\(--/);
    expect(codeTheme.plain.backgroundColor).toMatch(/^var\(--/);
  });

  it.each(cases)('writes every %s entry, in order, under that mode only', (mode, theme) => {
    const scope = mode === 'dark' ? ":root[data-theme='dark']" : ":root:not([data-theme='dark'])";
    const own = rules.filter(({selector}) => selector.startsWith(`${scope} `) || selector === scope);
    expect(own[0]?.body).toContain(`--site-code-color: ${theme.plain.color};`);
    expect(own[0]?.body).toContain(`--site-code-background: ${theme.plain.backgroundColor};`);
    const written = theme.styles.filter(({style}) => style.color !== undefined);
    expect(own.slice(1)).toHaveLength(written.length);
    written.forEach(({types, style}, index) => {
      const rule = own[index + 1];
      for (const type of types) expect(rule.selector).toContain(`.${type}`);
      expect(rule.body).toContain(`color: ${style.color};`);
      if (style.fontStyle) expect(rule.body).toContain(`font-style: ${style.fontStyle};`);
    });
  });

  it('scopes every rule to one mode', () => {
    for (const {selector} of rules)
      expect(selector).toMatch(/^:root(:not\(\[data-theme='dark'\]\)|\[data-theme='dark'\])/);
  });
});
