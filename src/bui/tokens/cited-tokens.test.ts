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
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allTokens} from './all';

const root = path.resolve(__dirname, '../../..');
const cssNames = new Set(allTokens.map((token) => token.cssVar as string));
const jsNames = new Set(allTokens.map((token) => token.jsName));

const CSS_NAME = /--bui-[a-z0-9]+(?:-[a-z0-9]+)*/g;
const PREFIX_MARK = /^-(\*|…|\$\{)/;
const JS_NAME =
  /`((?:color|space|radius|fontSize|fontWeight|lineHeight|size|shadow|duration|easing|layer|opacity|borderWidth|focusRing)[A-Z0-9][A-Za-z0-9]*)`/g;

interface Citation {
  readonly line: number;
  readonly name: string;
}

/** Unknown token names cited in one file's text. */
function unknownCitations(text: string, markdown: boolean): Citation[] {
  const unknown: Citation[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(CSS_NAME)) {
      const after = lineText.slice(match.index + match[0].length);
      const known = PREFIX_MARK.test(after)
        ? [...cssNames].some((name) => name.startsWith(`${match[0]}-`))
        : cssNames.has(match[0]);
      if (!known) unknown.push({line: index + 1, name: match[0]});
    }
    if (markdown) {
      for (const match of lineText.matchAll(JS_NAME)) {
        if (!jsNames.has(match[1])) unknown.push({line: index + 1, name: match[1]});
      }
    }
  });
  return unknown;
}

/** The README's shorthand (`-primary-hover` after `--bui-color-primary`) that completes no token. */
function unknownShorthands(text: string): Citation[] {
  const unknown: Citation[] = [];
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
      const completes = parts.some((_part, end) => {
        const prefix = `--${parts.slice(0, end + 1).join('-')}`;
        return end > 0 && cssNames.has(`${prefix}${cited}`);
      });
      if (!completes) unknown.push({line: index + 1, name: `${lastFull ?? '(no full name)'} … ${cited}`});
    }
  });
  return unknown;
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

describe('tokens cited in docs/, blog/ and src/', () => {
  it('all exist', () => {
    const files = ['docs', 'blog', 'src'].flatMap((dir) => filesUnder(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(50);
    const report = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const relative = path.relative(root, file);
      const cited = unknownCitations(text, /\.mdx?$/.test(file));
      const shorthand = relative === path.join('src', 'bui', 'README.md') ? unknownShorthands(text) : [];
      return [...cited, ...shorthand].map((citation) => `${relative}:${citation.line}: ${citation.name}`);
    });
    expect(report, `Cited tokens that do not exist in src/bui/tokens:\n${report.join('\n')}`).toEqual([]);
  });
});
