// @ts-check
// CommonJS so that example-source-loader.cjs (run by Rspack through Node's
// require) and the MDX remark step share it; tsc checks it through @ts-check.

/**
 * Build-time highlighting. Every code block the site knows at build time (the
 * fenced blocks of its Markdown and the sources of its live examples) is
 * tokenized here, with the same Prism instance, grammars and token shape as
 * prism-react-renderer's `Highlight`, and travels to the page as a string prop.
 * The browser then renders the tokens without Prism (client/PrebuiltHighlight).
 *
 * The string is JSON: `[language, lines]`, each line a list of tokens, each
 * token either its text (when its only type is `plain`) or `[types, text]`
 * with the types joined by spaces. An empty line is written as `[]`, or as
 * `[[types, ""]]` inside a multi-line token; the reader restores the `empty`
 * marker prism-react-renderer puts on such lines.
 */
const {Prism, normalizeTokens} = require('prism-react-renderer');

/** @typedef {string | [string, string]} EncodedToken */
/** @typedef {[string, EncodedToken[][]]} EncodedTokens */

/** @type {Set<string>} */
const registered = new Set();

/**
 * Adds Prism grammars that prism-react-renderer does not bundle, as
 * theme-classic's `prism-include-languages` does in the browser: Prism's
 * language files register on a global `Prism`, so it is lent for the require.
 * @param {readonly string[]} languages `themeConfig.prism.additionalLanguages`
 */
function registerLanguages(languages) {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return;
  const scope = /** @type {{Prism?: unknown}} */ (globalThis);
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of missing) {
      // PHP's grammar builds on markup templating, which it does not load itself.
      if (language === 'php') require(`prismjs/components/prism-${'markup-templating'}`);
      require(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}

/**
 * The tokens of `code` in `language`, encoded. A language Prism does not know
 * gives one plain token per line, as `Highlight` does.
 * @param {string} code the code as the code block shows it (no trailing newline)
 * @param {string} language as the code block names it; matched lower-cased, as `Highlight` does
 * @param {readonly string[]} [additionalLanguages]
 * @returns {string}
 */
function tokenizeCode(code, language, additionalLanguages = []) {
  registerLanguages(additionalLanguages);
  const name = language.toLowerCase();
  const grammar = Prism.languages[name];
  /** @type {import('prism-react-renderer').Token[][]} */
  let lines;
  if (grammar) {
    // The hooks some grammars rely on (markup templating), run as `Highlight` runs them.
    /** @type {import('prism-react-renderer').EnvConfig} */
    const env = {code, grammar, language: name, tokens: []};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar);
    Prism.hooks.run('after-tokenize', env);
    lines = normalizeTokens(env.tokens);
  } else {
    lines = normalizeTokens([code]);
  }
  /** @type {EncodedTokens} */
  const encoded = [
    name,
    lines.map((line) => {
      if (line.length === 1 && line[0].empty && line[0].types.length === 1 && line[0].types[0] === 'plain') return [];
      return line.map((token) => {
        const text = token.empty ? '' : token.content;
        return token.types.length === 1 && token.types[0] === 'plain' ? text : [token.types.join(' '), text];
      });
    }),
  ];
  return JSON.stringify(encoded);
}

module.exports = {tokenizeCode};
