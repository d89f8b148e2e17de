import {describe, expect, it} from 'vitest';
import {colorTokens} from './colors';
import {buildTokensCss} from './css';
import {shadowTokens} from './elevation';
import {scaleTokens} from './scale';

/** The generated stylesheet as {selector list → declarations}. */
function parseRules(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selector = match[1].replace(/\s+/g, ' ').trim();
    const declarations = new Map<string, string>();
    for (const line of match[2].split(';')) {
      const colon = line.indexOf(':');
      if (colon > 0) declarations.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
    rules.set(selector, declarations);
  }
  return rules;
}

describe('buildTokensCss', () => {
  const rules = parseRules(buildTokensCss());
  const scale = rules.get(':root');
  const light = rules.get(":root, [data-bui-theme='light']");
  const dark = rules.get(":root[data-theme='dark'], [data-bui-theme='dark']");

  it('has exactly the three rules: shared, light (also forced), dark (page or forced)', () => {
    expect([...rules.keys()]).toEqual([
      ':root',
      ":root, [data-bui-theme='light']",
      ":root[data-theme='dark'], [data-bui-theme='dark']",
    ]);
  });

  it('declares every scale token once, on :root', () => {
    for (const token of scaleTokens) expect(scale?.get(token.cssVar), token.cssVar).toBe(token.value);
    expect(scale?.size).toBe(scaleTokens.length);
  });

  it('declares every colour and shadow in both modes with that mode’s value', () => {
    for (const token of [...colorTokens, ...shadowTokens]) {
      expect(light?.get(token.cssVar), `${token.cssVar} light`).toBe(token.light);
      expect(dark?.get(token.cssVar), `${token.cssVar} dark`).toBe(token.dark);
    }
    expect(light?.get('color-scheme')).toBe('light');
    expect(dark?.get('color-scheme')).toBe('dark');
  });

  it('gives every token a distinct custom property', () => {
    const names = [...scaleTokens, ...colorTokens, ...shadowTokens].map((token) => token.cssVar);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^--bui-[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
