import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import codeHighlighting, {NO_LANGUAGES_YET, THEME_LANGUAGES_MODULE} from './index';

describe('code-highlighting', () => {
  it('names the client module theme-classic registers, which imports Prism', () => {
    const themeIndex = readFileSync(path.join(path.dirname(THEME_LANGUAGES_MODULE), 'index.js'), 'utf8');
    expect(themeIndex).toContain(`'./${path.basename(THEME_LANGUAGES_MODULE)}'`);
    const module = readFileSync(`${THEME_LANGUAGES_MODULE}.js`, 'utf8');
    expect(module).toMatch(/from 'prism-react-renderer'/);
    expect(module).toMatch(/prismIncludeLanguages\(Prism\)/);
  });

  it('aliases exactly that module to one that imports nothing', () => {
    const config = codeHighlighting().configureWebpack?.({}, false, {} as never, {});
    expect(config).toEqual({resolve: {alias: {[`${THEME_LANGUAGES_MODULE}$`]: NO_LANGUAGES_YET}}});
    expect(existsSync(NO_LANGUAGES_YET)).toBe(true);
    expect(readFileSync(NO_LANGUAGES_YET, 'utf8')).not.toMatch(/^\s*import\b/m);
  });

  it('leaves the registration to the code block, before the theme component loads', () => {
    const wrapper = readFileSync(
      path.join(__dirname, '..', '..', 'theme', 'CodeBlock', 'Content', 'index.tsx'),
      'utf8',
    );
    const imports = [...wrapper.matchAll(/^(?:import|export) .*?'([^']+)';$/gm)].map((match) => match[1]);
    expect(imports).toEqual(['./registerPrismLanguages', '@theme-original/CodeBlock/Content']);
  });
});
