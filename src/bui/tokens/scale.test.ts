import {describe, expect, it} from 'vitest';
import {durationTokens, fontSizeTokens, layerTokens, scaleTokens, sizeTokens, spaceTokens} from './scale';
import type {ScaleToken} from './scale';

/** Pixels at the browser's default 16 px root, for px and rem values. */
function toPx(value: string): number {
  const match = /^(\d*\.?\d+)(px|rem)$/.exec(value);
  if (!match) throw new Error(`Not a px or rem length: ${value}`);
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

const valueOf = (tokens: readonly ScaleToken[], name: string) => tokens.find((token) => token.name === name)?.value;

describe('scale tokens', () => {
  it('have unique names', () => {
    expect(new Set(scaleTokens.map((token) => token.name)).size).toBe(scaleTokens.length);
  });

  it('never set text below 14 px (the rule on the text-legibility page)', () => {
    for (const token of fontSizeTokens) expect(toPx(token.value), token.name).toBeGreaterThanOrEqual(14);
    expect(toPx(valueOf(fontSizeTokens, 'font-size-sm')!)).toBe(14);
  });

  it('offer icons at 16, 20 and 24 px only', () => {
    const icons = sizeTokens.filter((token) => token.name.startsWith('size-icon-'));
    expect(icons.map((token) => toPx(token.value))).toEqual([16, 20, 24]);
  });

  it('space in 4 px steps plus a 2 px half step', () => {
    for (const token of spaceTokens) {
      const step = token.name.replace('space-', '').replace('-', '.');
      expect(toPx(token.value), token.name).toBe(Number(step) * 4);
    }
  });

  it('keep controls at 32/40/48 px and the touch target at 44 px', () => {
    expect(['sm', 'md', 'lg'].map((size) => toPx(valueOf(sizeTokens, `size-control-${size}`)!))).toEqual([32, 40, 48]);
    expect(toPx(valueOf(sizeTokens, 'size-touch-target')!)).toBe(44);
  });

  it('order durations fast < base < slow and layers overlay < popover < toast', () => {
    const ms = durationTokens.map((token) => Number(token.value.replace('ms', '')));
    expect(ms).toEqual([120, 200, 400]);
    const layers = Object.fromEntries(layerTokens.map((token) => [token.name, Number(token.value)]));
    expect(layers['layer-overlay']).toBeLessThan(layers['layer-popover']);
    expect(layers['layer-popover']).toBeLessThan(layers['layer-toast']);
  });
});
