/**
 * Every token the docs, the blog and the code cite must exist, so a renamed or
 * imagined token (a numbered shadow, say) fails here instead of misleading readers.
 *
 * Checked in docs/, blog/ and src/ (CSS, TS, TSX, JS, MD, MDX):
 * - every `--bui-…` name. A name followed by `-*`, `-…` or `-${` is a prefix
 *   (`--bui-space-*`, `` `--bui-${name}` ``) and must start at least one token;
 * - in Markdown, the camelCase names of `@bui/tokens` for React Native written
 *   in backticks (`` `colorTextMuted` ``, `` `space4` ``);
 * - the shorthand names in src/bui/README.md (`--bui-color-primary`,
 *   `-primary-hover`): each `-x` must complete an earlier full name on its line.
 *
 * Every token cited must also be declared in every file Style Dictionary
 * builds (build.ts): the CSS, the JS and React Native modules and their
 * types, the Swift file, and the Android resources (dark ones too).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allTokens} from './all';
import type {AnyToken} from './all';
import {buildTokenOutputs, outputNames} from './build';
import {colorTokens} from './colors';
import {shadowTokens} from './elevation';

const root = path.resolve(__dirname, '../../..');

const CSS_NAME = /--bui-[a-z0-9]+(?:-[a-z0-9]+)*/g;
const PREFIX_MARK = /^-(\*|…|\$\{)/;
const JS_NAME =
  /`((?:color|space|radius|fontSize|fontWeight|lineHeight|size|shadow|duration|easing|layer|opacity|borderWidth|focusRing)[A-Z0-9][A-Za-z0-9]*)`/g;

interface Citation {
  readonly line: number;
  readonly name: string;
}

/** A citation and the tokens it names: one, or all those a prefix starts; none if it is unknown. */
interface Resolved extends Citation {
  readonly tokens: readonly AnyToken[];
}

const byCssName = new Map(allTokens.map((token) => [token.cssVar as string, token]));
const byJsName = new Map(allTokens.map((token) => [token.jsName, token]));

/** The token names cited in one file's text. */
function citations(text: string, markdown: boolean): Resolved[] {
  const found: Resolved[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(CSS_NAME)) {
      const after = lineText.slice(match.index + match[0].length);
      const tokens = PREFIX_MARK.test(after)
        ? allTokens.filter((token) => token.cssVar.startsWith(`${match[0]}-`))
        : [byCssName.get(match[0])].filter((token) => token !== undefined);
      found.push({line: index + 1, name: match[0], tokens});
    }
    if (markdown) {
      for (const match of lineText.matchAll(JS_NAME)) {
        const token = byJsName.get(match[1]);
        found.push({line: index + 1, name: match[1], tokens: token ? [token] : []});
      }
    }
  });
  return found;
}

const unknown = (found: readonly Resolved[]): Citation[] =>
  found.filter((citation) => citation.tokens.length === 0).map(({line, name}) => ({line, name}));

/** Unknown token names cited in one file's text. */
function unknownCitations(text: string, markdown: boolean): Citation[] {
  return unknown(citations(text, markdown));
}

/** The README's shorthand (`-primary-hover` after `--bui-color-primary`), each with the token it completes. */
function shorthands(text: string): Resolved[] {
  const found: Resolved[] = [];
  text.split('\n').forEach((lineText, index) => {
    let lastFull: string | undefined;
    for (const match of lineText.matchAll(/`(--bui-[a-z0-9-]+|-[a-z0-9][a-z0-9-]*)`/g)) {
      const cited = match[1];
      if (cited.startsWith('--')) {
        lastFull = cited;
        continue;
      }
      // `-primary-tint` after `--bui-color-primary` completes the prefix
      // `--bui-color-…`: any shorter prefix of the last full name will do.
      const parts = lastFull?.split('-').filter(Boolean) ?? [];
      const completed = parts
        .map((_part, end) => byCssName.get(`--${parts.slice(0, end + 1).join('-')}${cited}`))
        .find((token, end) => end > 0 && token !== undefined);
      found.push({
        line: index + 1,
        name: `${lastFull ?? '(no full name)'} … ${cited}`,
        tokens: completed ? [completed] : [],
      });
    }
  });
  return found;
}

/** The README's shorthand that completes no token. */
function unknownShorthands(text: string): Citation[] {
  return unknown(shorthands(text));
}

const SCANNED = /\.(css|ts|tsx|js|jsx|md|mdx)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return SCANNED.test(entry.name) ? [full] : [];
  });
}

describe('unknownCitations', () => {
  // Built from pieces so this file cites no unknown token itself.
  const bad = ['--bui', 'shadow', '2'].join('-');

  it('finds unknown names with their line, and accepts known names and prefixes', () => {
    const text = ['`--bui-color-text` and `--bui-space-*`', `uses ${bad}`, 'style `--bui-${name}`'].join('\n');
    expect(unknownCitations(text, false)).toEqual([{line: 2, name: bad}]);
  });

  it('rejects a prefix that starts no token', () => {
    expect(unknownCitations(`${['--bui', 'colour'].join('-')}-*`, false)).toHaveLength(1);
  });

  it('checks the camelCase names of @bui/tokens in Markdown only', () => {
    const text = '`colorTextMuted`, `space4`, `shadowOverlay` and `' + ['shadow', '2'].join('') + '`';
    expect(unknownCitations(text, true).map((citation) => citation.name)).toEqual(['shadow2']);
    expect(unknownCitations(text, false)).toEqual([]);
  });

  it('expands the README shorthand', () => {
    expect(unknownShorthands('`--bui-color-primary`, `-primary-hover`, `--bui-size-control-sm` / `-md`')).toEqual([]);
    expect(unknownShorthands('`--bui-color-primary`, `-primary-glow`')).toHaveLength(1);
  });
});

const README = path.join('src', 'bui', 'README.md');

/** Every citation in docs/, blog/ and src/, with the file it is in. */
function allCitations(): (Resolved & {file: string})[] {
  const files = ['docs', 'blog', 'src'].flatMap((dir) => filesUnder(path.join(root, dir)));
  expect(files.length).toBeGreaterThan(50);
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(root, file);
    const cited = citations(text, /\.mdx?$/.test(file));
    const shorthand = relative === README ? shorthands(text) : [];
    return [...cited, ...shorthand].map((citation) => ({...citation, file: relative}));
  });
}

describe('tokens cited in docs/, blog/ and src/', () => {
  it('all exist', () => {
    const report = allCitations()
      .filter((citation) => citation.tokens.length === 0)
      .map((citation) => `${citation.file}:${citation.line}: ${citation.name}`);
    expect(report, `Cited tokens that do not exist in src/bui/tokens:\n${report.join('\n')}`).toEqual([]);
  });

  it('are declared in every output Style Dictionary builds, in both modes where they have two', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bui-cited-'));
    try {
      const files = await buildTokenOutputs(dir);
      const text = new Map(
        await Promise.all(files.map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as const)),
      );
      const declares = (file: string, pattern: string) => new RegExp(pattern, 'm').test(text.get(file) ?? '');
      const themed = new Set<string>([...colorTokens, ...shadowTokens].map((token) => token.name));
      // How each output declares a token, by its name there; Android spreads a shadow over `…_layers`, `…_1_color`….
      const checks: Record<string, (token: AnyToken) => boolean> = {
        'css/tokens.css': (token) => declares('css/tokens.css', `^  ${outputNames(token.name).css}: `),
        'js/tokens.js': (token) => declares('js/tokens.js', `^export const ${outputNames(token.name).js} = `),
        'js/tokens.d.ts': (token) =>
          declares('js/tokens.d.ts', `^export declare const ${outputNames(token.name).js}: `),
        'react-native/tokens.js': (token) =>
          declares('react-native/tokens.js', `^export const ${outputNames(token.name).reactNative} = `),
        'react-native/tokens.d.ts': (token) =>
          declares('react-native/tokens.d.ts', `^export declare const ${outputNames(token.name).reactNative}: `),
        'ios/BuiTokens.swift': (token) =>
          declares('ios/BuiTokens.swift', `^  public static let ${outputNames(token.name).swift}[: ]`),
        'android/values': (token) =>
          ['android/values/bui_tokens.xml', 'android/values/bui_shadows.xml'].some((file) =>
            declares(file, ` name="${outputNames(token.name).android}(_layers)?"`),
          ),
        'android/values-night': (token) =>
          !themed.has(token.name) ||
          ['android/values-night/bui_colors.xml', 'android/values-night/bui_shadows.xml'].some((file) =>
            declares(file, ` name="${outputNames(token.name).android}(_layers)?"`),
          ),
      };
      const cited = allCitations();
      const report = Object.entries(checks).flatMap(([output, isDeclared]) =>
        cited.flatMap((citation) =>
          citation.tokens
            .filter((token) => !isDeclared(token))
            .map((token) => `${citation.file}:${citation.line}: ${token.name} is missing from ${output}`),
        ),
      );
      expect(cited.filter((citation) => citation.tokens.length > 0).length).toBeGreaterThan(100);
      expect(report, `Cited tokens missing from a built output:\n${report.join('\n')}`).toEqual([]);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
