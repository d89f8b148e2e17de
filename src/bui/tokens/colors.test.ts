import {describe, expect, it} from 'vitest';
import {contrastRatio, parseColor} from './colorMath';
import {colorModes, colorTokens, contrastPairs, getColorToken} from './colors';
import type {ColorTokenName} from './colors';

describe('colour tokens', () => {
  it('have unique names and colours BUI can measure', () => {
    expect(new Set(colorTokens.map((token) => token.name)).size).toBe(colorTokens.length);
    for (const token of colorTokens) {
      for (const mode of colorModes) expect(() => parseColor(token[mode]), `${token.name} ${mode}`).not.toThrow();
    }
  });

  it('only the scrim is translucent', () => {
    const translucent = colorTokens.filter((token) => colorModes.some((mode) => parseColor(token[mode]).alpha < 1));
    expect(translucent.map((token) => token.name)).toEqual(['color-overlay']);
  });
});

describe('contrast pairs', () => {
  it('name existing tokens, each pair once', () => {
    const keys = contrastPairs.map((pair) => `${pair.foreground} on ${pair.background}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const pair of contrastPairs) {
      expect(() => getColorToken(pair.foreground)).not.toThrow();
      expect(() => getColorToken(pair.background)).not.toThrow();
    }
  });

  // The pairs the system promises, so a pair cannot silently leave the list.
  it.each<[ColorTokenName, ColorTokenName, number]>([
    ['color-on-primary', 'color-primary', 4.5],
    ['color-on-primary', 'color-primary-hover', 4.5],
    ['color-on-danger', 'color-danger', 4.5],
    ['color-on-danger', 'color-danger-hover', 4.5],
    ['color-text', 'color-primary-tint', 4.5],
    ['color-text', 'color-info-tint', 4.5],
    ['color-text', 'color-success-tint', 4.5],
    ['color-text', 'color-warning-tint', 4.5],
    ['color-text', 'color-danger-tint', 4.5],
    ['color-info', 'color-info-tint', 3],
    ['color-success', 'color-success-tint', 3],
    ['color-warning', 'color-warning-tint', 3],
    ['color-danger', 'color-danger-tint', 3],
    ['color-border-strong', 'color-surface', 3],
    ['color-text-muted', 'color-surface', 4.5],
  ])('include %s on %s at %d:1 or more', (foreground, background, min) => {
    const pair = contrastPairs.find((entry) => entry.foreground === foreground && entry.background === background);
    expect(pair, `${foreground} on ${background} is not in contrastPairs`).toBeDefined();
    expect(pair!.min).toBeGreaterThanOrEqual(min);
  });

  describe.each(colorModes)('in %s mode', (mode) => {
    it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.min] as const))(
      '%s on %s reaches %d:1',
      (foreground, background, min) => {
        const ratio = contrastRatio(getColorToken(foreground)[mode], getColorToken(background)[mode]);
        expect(ratio, `${foreground} on ${background} (${mode}) is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(min);
      },
    );
  });
});
