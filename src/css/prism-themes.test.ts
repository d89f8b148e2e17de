import {themes, type PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {contrastRatio, mix, parseColor, parseOpaque, type ColorMode} from '../bui/tokens';
import {darkCodeTheme, highlightedLineOverlay, lightCodeTheme} from './prism-themes';

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
