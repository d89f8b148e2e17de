import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, themes, type PrismTheme} from 'prism-react-renderer';
import {beforeAll, describe, expect, it} from 'vitest';
import {codeTheme} from '../../css/prism-themes';
import {extractCodeBlocks} from '../docgen/code-blocks';
import {Highlight as PrebuiltHighlight, type HighlightProps} from './client/PrebuiltHighlight';
import {decodeTokens, PrebuiltTokensContext} from './client/prebuiltTokens';
import {tokenizeCode} from './tokenize.cjs';

const additionalLanguages = ['bash', 'json', 'diff'];

// The browser's Prism (prism-react-renderer's ES module) gets the extra grammars as the site's
// browserTokenize.ts gives them; tokenize.cjs registers them on the CommonJS build it requires.
beforeAll(async () => {
  const scope = globalThis as {Prism?: unknown};
  scope.Prism = Prism;
  for (const language of additionalLanguages) await import(`prismjs/components/prism-${language}.js`);
  delete scope.Prism;
});

/** What theme-classic's code block content does with the render prop, extra line classes and empty-line fix included. */
const view: HighlightProps['children'] = ({className, style, tokens, getLineProps, getTokenProps}) => (
  <pre className={className} style={style}>
    {tokens.map((line, index) => (
      <span
        key={index}
        {...getLineProps({line, className: index === 1 ? 'theme-code-block-highlighted-line' : undefined})}
      >
        {line.map((token, key) => (
          <span key={key} {...getTokenProps({token})} />
        ))}
        <br />
      </span>
    ))}
  </pre>
);

function both(code: string, language: string, theme: PrismTheme = codeTheme): {prism: string; prebuilt: string} {
  return {
    prism: renderToStaticMarkup(
      <Highlight theme={theme} code={code} language={language}>
        {view}
      </Highlight>,
    ),
    prebuilt: renderToStaticMarkup(
      <PrebuiltTokensContext.Provider value={tokenizeCode(code, language, additionalLanguages)}>
        <PrebuiltHighlight theme={theme} code={code} language={language}>
          {view}
        </PrebuiltHighlight>
      </PrebuiltTokensContext.Provider>,
    ),
  };
}

const samples: [string, string][] = [
  [
    'tsx',
    [
      '/**',
      ' * A comment over lines,',
      '',
      ' * with an empty one.',
      ' */',
      "import {Button} from '@bui/react';",
      '',
      'const label = `Save',
      '${count} changes`;',
      'export const Save = () => <Button variant="primary">{label}</Button>;',
      '   ',
    ].join('\n'),
  ],
  ['TSX', 'const upper = true;'],
  ['bash', 'npm install @bui/react # the web library\necho "$HOME"'],
  ['json', '{\n  "space-1": "4px",\n\n  "nested": {"ok": true}\n}'],
  ['diff', '- old line\n+ new line\n  same'],
  ['css', ':root {\n  --bui-space-1: 4px; /* one step */\n}'],
  ['text', 'plain words\n\nand more'],
  ['mdx', '<Example of={Hero} />'],
  ['tsx', ''],
];

describe('build-time highlighting', () => {
  for (const [language, code] of samples) {
    it(`renders ${language} ${JSON.stringify(code.slice(0, 24))} exactly as Prism does in the browser`, () => {
      for (const theme of [codeTheme, themes.github, themes.vsDark]) {
        const {prism, prebuilt} = both(code, language, theme);
        expect(prebuilt).toBe(prism);
      }
    });
  }

  it('renders every fenced block of the docs and the blog exactly as Prism does', () => {
    const files = ['docs', 'blog'].flatMap((dir) =>
      readdirSync(path.join(__dirname, '..', '..', '..', dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => path.join(__dirname, '..', '..', '..', dir, file)),
    );
    let blocks = 0;
    for (const file of files) {
      for (const block of extractCodeBlocks(readFileSync(file, 'utf8'))) {
        const {prism, prebuilt} = both(block.code, block.language || 'text');
        expect(prebuilt, `${file}:${block.line}`).toBe(prism);
        blocks += 1;
      }
    }
    expect(blocks).toBeGreaterThan(100);
  });

  it('uses tokens only for the code and language they were made for', () => {
    const encoded = tokenizeCode('const a = 1;', 'tsx');
    expect(decodeTokens(encoded, 'const a = 1;', 'tsx')).not.toBeNull();
    expect(decodeTokens(encoded, 'const a = 1;', 'TSX')).not.toBeNull();
    expect(decodeTokens(encoded, 'const a = 2;', 'tsx')).toBeNull();
    expect(decodeTokens(encoded, 'const a = 1;', 'js')).toBeNull();
    expect(decodeTokens(undefined, 'const a = 1;', 'tsx')).toBeNull();
    expect(decodeTokens('{not json', 'const a = 1;', 'tsx')).toBeNull();
    expect(decodeTokens('["tsx", 3]', 'const a = 1;', 'tsx')).toBeNull();
  });

  it('shows plain text, not stale tokens, for code that changed since the build', () => {
    const html = renderToStaticMarkup(
      <PrebuiltTokensContext.Provider value={tokenizeCode('const a = 1;', 'tsx')}>
        <PrebuiltHighlight theme={codeTheme} code="let b = 2;" language="tsx">
          {view}
        </PrebuiltHighlight>
      </PrebuiltTokensContext.Provider>,
    );
    expect(html).toContain('let b = 2;');
    expect(html).not.toContain('token keyword');
  });
});
