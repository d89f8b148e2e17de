import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The client module with which theme-classic registers the extra Prism
 * languages (`prism.additionalLanguages`) on every page. Importing Prism there
 * puts prism-react-renderer, about 26 KiB gzipped with its grammars, into
 * main.js, so pages without a code block (home, search, tags, category
 * indexes) download and evaluate it too.
 */
export const THEME_LANGUAGES_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);

/** Where that module goes instead: nothing. src/theme/CodeBlock/Content registers the languages when a code block first loads. */
export const NO_LANGUAGES_YET = path.join(__dirname, 'client', 'no-languages-yet.ts');

export default function codeHighlighting(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return {resolve: {alias: {[`${THEME_LANGUAGES_MODULE}$`]: NO_LANGUAGES_YET}}};
    },
  };
}
