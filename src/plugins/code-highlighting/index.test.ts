import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import codeHighlighting, {
  NO_LANGUAGES_YET,
  PREBUILT_HIGHLIGHT,
  THEME_CODE_CONTENT,
  THEME_LANGUAGES_MODULE,
} from './index';

describe('code-highlighting', () => {
  it('names the client module theme-classic registers, which imports Prism', () => {
    const themeIndex = readFileSync(path.join(path.dirname(THEME_LANGUAGES_MODULE), 'index.js'), 'utf8');
    expect(themeIndex).toContain(`'./${path.basename(THEME_LANGUAGES_MODULE)}'`);
    const module = readFileSync(`${THEME_LANGUAGES_MODULE}.js`, 'utf8');
    expect(module).toMatch(/from 'prism-react-renderer'/);
    expect(module).toMatch(/prismIncludeLanguages\(Prism\)/);
  });

  it('aliases that module to one that imports nothing, and Prism in the code block to the prebuilt Highlight', () => {
    const config = codeHighlighting().configureWebpack?.({}, false, {} as never, {});
    expect(config).toEqual({
      resolve: {alias: {[`${THEME_LANGUAGES_MODULE}$`]: NO_LANGUAGES_YET}},
      module: {rules: [{test: THEME_CODE_CONTENT, resolve: {alias: {'prism-react-renderer$': PREBUILT_HIGHLIGHT}}}]},
    });
    expect(readFileSync(NO_LANGUAGES_YET, 'utf8')).not.toMatch(/^\s*import\b/m);
    expect(readFileSync(PREBUILT_HIGHLIGHT, 'utf8')).toMatch(/^export function Highlight\(/m);
  });

  it("finds Prism in theme-classic's code block only where the alias replaces it, as the Highlight it provides", () => {
    const codeBlockDir = path.dirname(path.dirname(THEME_CODE_CONTENT));
    const importers = readdirSync(codeBlockDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(path.join(codeBlockDir, file), 'utf8').includes('prism-react-renderer'));
    expect(importers).toEqual([path.relative(codeBlockDir, THEME_CODE_CONTENT)]);
    expect(existsSync(THEME_CODE_CONTENT)).toBe(true);
    const imports = [
      ...readFileSync(THEME_CODE_CONTENT, 'utf8').matchAll(/^import (.*) from 'prism-react-renderer';$/gm),
    ];
    expect(imports.map((match) => match[1])).toEqual(['{Highlight}']);
  });
});
