import {describe, expect, it} from 'vitest';
import {
  composite,
  contrastLevel,
  contrastRatio,
  formatRatio,
  mix,
  mixHex,
  parseColor,
  parseOpaque,
  relativeLuminance,
  toHex,
} from './colorMath';

describe('parseColor', () => {
  it('reads the hex forms, with and without alpha', () => {
    expect(parseColor('#fff')).toEqual({rgb: [255, 255, 255], alpha: 1});
    expect(parseColor('#2546C4')).toEqual({rgb: [37, 70, 196], alpha: 1});
    expect(parseColor('#00000080').alpha).toBeCloseTo(128 / 255);
  });

  it('reads rgb() in the comma and the space form', () => {
    expect(parseColor('rgb(189, 147, 249)')).toEqual({rgb: [189, 147, 249], alpha: 1});
    expect(parseColor('rgb(0 0 0 / 30%)')).toEqual({rgb: [0, 0, 0], alpha: 0.3});
    expect(parseColor('rgba(16, 24, 40, 0.5)')).toEqual({rgb: [16, 24, 40], alpha: 0.5});
  });

  it('throws on anything it cannot measure', () => {
    for (const bad of [
      'red',
      '#12',
      '#12345',
      'rgb(300 0 0)',
      'rgb(0 0 0 / 150%)',
      'var(--bui-color-text)',
      'hsl(0 0% 0%)',
    ]) {
      expect(() => parseColor(bad), bad).toThrow(/Not a colour/);
    }
  });

  it('refuses a translucent colour where an opaque one is needed', () => {
    expect(() => parseOpaque('#0b0d1280')).toThrow(/translucent/);
  });
});

describe('toHex, mix and composite', () => {
  it('rounds and clamps channels', () => {
    expect(toHex([254.6, -3, 300])).toBe('#ff00ff');
  });

  it('mixes in sRGB and clamps the amount', () => {
    expect(mix([0, 0, 0], [255, 255, 255], 0.5)).toEqual([127.5, 127.5, 127.5]);
    expect(mixHex('#000000', '#ffffff', 2)).toBe('#ffffff');
    expect(mixHex('#2546c4', '#000000', 0)).toBe('#2546c4');
  });

  it('paints a translucent colour over a background', () => {
    expect(composite('rgb(0 0 0 / 10%)', '#ffffff')).toBe('#e6e6e6');
    expect(composite('#ff0000', '#ffffff')).toBe('#ff0000');
  });
});

describe('relativeLuminance and contrastRatio (WCAG 2.x)', () => {
  it('gives the end points', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#2546c4', '#2546c4')).toBe(1);
  });

  it('uses the linear segment up to the 0.04045 sRGB threshold', () => {
    // 10/255 = 0.0392 is on the linear side, 11/255 = 0.0431 on the curve.
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 12);
    expect(relativeLuminance('#0b0b0b')).toBeCloseTo(((11 / 255 + 0.055) / 1.055) ** 2.4, 12);
  });

  it('matches published figures', () => {
    // #767676 is the classic lightest grey that passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });
});

describe('contrastLevel and formatRatio', () => {
  it('names the level for text and for non-text targets', () => {
    expect(contrastLevel(7.1)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3.2)).toBe('AA large text');
    expect(contrastLevel(2.9)).toBe('Fail');
    expect(contrastLevel(3, 3)).toBe('AA non-text');
    expect(contrastLevel(2.99, 3)).toBe('Fail');
  });

  it('never rounds a ratio up', () => {
    expect(formatRatio(4.48)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});
