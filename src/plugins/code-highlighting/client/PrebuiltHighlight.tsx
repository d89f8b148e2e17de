import {useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import type {
  HighlightProps as PrismHighlightProps,
  LineInputProps,
  LineOutputProps,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type {tokenize as tokenizeInBrowser} from './browserTokenize';
import {decodeTokens, plainLines, PrebuiltTokensContext, themeDictionary} from './prebuiltTokens';

type BrowserTokenize = typeof tokenizeInBrowser;

/** Prism, once a block without build tokens has loaded it; shared by every later block. */
let browserTokenize: BrowserTokenize | undefined;

/**
 * `Highlight`'s props, with the render prop typed for this repo's React types
 * (prism-react-renderer's names a global `JSX`, which @types/react 19 no longer has).
 */
export type HighlightProps = Omit<PrismHighlightProps, 'children' | 'prism'> & {
  children: (props: RenderProps) => ReactNode;
};

function classNames(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Stands in for prism-react-renderer's `Highlight` in theme-classic's code
 * block (../index.ts aliases it there): same render prop, same markup and
 * styles, but the tokens come from the build (../tokenize.cjs), so a page's
 * code blocks need neither Prism nor its grammars. A block without build
 * tokens, or whose tokens no longer match its code, is plain text in the
 * server's HTML and at hydration (so the two agree), and is highlighted once
 * its page has loaded Prism.
 */
export function Highlight({theme, language, code, children}: HighlightProps): ReactNode {
  const encoded = useContext(PrebuiltTokensContext);
  const name = language.toLowerCase();
  const prebuilt = useMemo(() => decodeTokens(encoded, code, name), [encoded, code, name]);
  // Undefined while the page hydrates (nothing has loaded Prism yet), so the first render matches the server's.
  const [tokenize, setTokenize] = useState<BrowserTokenize | undefined>(() => browserTokenize);
  const needsPrism = prebuilt === null && tokenize === undefined;
  useEffect(() => {
    if (!needsPrism) return;
    let current = true;
    import('./browserTokenize').then(
      (module) => {
        browserTokenize = module.tokenize;
        if (current) setTokenize(() => module.tokenize);
      },
      (error: unknown) => {
        console.warn('Code highlighting could not load; the code block stays plain text.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [needsPrism]);
  const lines = useMemo(
    () => prebuilt ?? (tokenize ? tokenize(code, name) : plainLines(code)),
    [prebuilt, tokenize, code, name],
  );
  const dictionary = useMemo(() => (theme ? themeDictionary(theme, name) : undefined), [theme, name]);

  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => {
      const output: LineOutputProps = {...rest, className: classNames('token-line', className)};
      if (dictionary?.plain) output.style = dictionary.plain;
      if (style) output.style = {...output.style, ...style};
      return output;
    },
    [dictionary],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: classNames('token', ...token.types, className),
        children: token.content,
        style: tokenStyle(dictionary, token),
      };
      if (style) output.style = {...output.style, ...style};
      return output;
    },
    [dictionary],
  );

  return children({
    tokens: lines,
    className: `prism-code language-${name}`,
    style: dictionary?.root ?? {},
    getLineProps,
    getTokenProps,
  });
}

/** A token's inline style as `Highlight` computes it: empty lines keep their height, plain text takes the line's. */
function tokenStyle(
  dictionary: ReturnType<typeof themeDictionary> | undefined,
  {types, empty}: Token,
): TokenOutputProps['style'] {
  if (!dictionary) return undefined;
  const keepsHeight = empty === undefined ? undefined : {display: 'inline-block'};
  if (types.length === 1 && types[0] === 'plain') return keepsHeight;
  if (types.length === 1 && empty !== undefined) return dictionary[types[0]];
  return Object.assign({}, keepsHeight, ...types.map((type) => dictionary[type])) as TokenOutputProps['style'];
}
