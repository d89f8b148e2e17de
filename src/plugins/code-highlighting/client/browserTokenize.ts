// Loaded only for a code block the build did not tokenize (PrebuiltHighlight): Prism with the
// site's extra grammars, registered once, as theme-classic's client module did on every page.
import {normalizeTokens, Prism, type EnvConfig, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

/** The lines prism-react-renderer's `Highlight` makes of `code` (`language` lower-cased). */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env: EnvConfig = {code, grammar, language, tokens: []};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
