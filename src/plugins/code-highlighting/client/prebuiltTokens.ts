import {createContext} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';
import type {EncodedToken} from '../tokenize.cjs';

/**
 * The encoded tokens of the code block being rendered (../tokenize.cjs), put
 * there by src/theme/CodeBlock from its `tokens` prop, which the build adds to
 * every fenced block and example source.
 */
export const PrebuiltTokensContext = createContext<string | undefined>(undefined);

function decodeToken(token: EncodedToken): Token {
  return typeof token === 'string'
    ? {types: ['plain'], content: token}
    : {types: token[0].split(' '), content: token[1]};
}

/**
 * The lines prism-react-renderer would produce for `code` in `language`, read
 * from `encoded`; null when there is nothing to read or it was made for other
 * code or another language (then the block is highlighted in the browser).
 */
export function decodeTokens(encoded: string | undefined, code: string, language: string): Token[][] | null {
  if (encoded === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(encoded);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed[0] !== language.toLowerCase() || !Array.isArray(parsed[1])) return null;
  const lines = (parsed[1] as EncodedToken[][]).map((encodedLine): Token[] => {
    if (encodedLine.length === 0) return [{types: ['plain'], content: '\n', empty: true}];
    const line = encodedLine.map(decodeToken);
    const [only] = line;
    if (line.length === 1 && only?.content === '') line[0] = {...only, content: '\n', empty: true};
    return line;
  });
  const text = lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n');
  return text === code ? lines : null;
}

/** One plain token per line: what a block shows while Prism loads, and what Prism gives a language it does not know. */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content}],
    );
}

export type ThemeDictionary = Record<string, Record<string, unknown> | undefined>;

/** A theme as `Highlight` applies it: each type's style (for the language), the root's and the lines'. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: ThemeDictionary = {};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...style};
  }
  dictionary.root = theme.plain;
  dictionary.plain = {...theme.plain, backgroundColor: undefined};
  return dictionary;
}
