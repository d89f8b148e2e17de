import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {modulePath, SURFACE} from '../../upgrade-surface';

/**
 * The client module with which theme-classic registers the extra Prism
 * languages (`prism.additionalLanguages`) on every page. Importing Prism there
 * puts prism-react-renderer, about 26 KiB gzipped with its grammars, into
 * main.js, so every page would download and evaluate it.
 */
export const THEME_LANGUAGES_MODULE = modulePath(SURFACE.themeClassicPrismLanguages);

/** Where that module goes instead: nothing. client/browserTokenize.ts registers the languages if a block ever needs Prism in the browser. */
export const NO_LANGUAGES_YET = path.join(__dirname, 'client', 'no-languages-yet.ts');

/** theme-classic's code block content, the one module that highlights with prism-react-renderer's `Highlight`. */
export const THEME_CODE_CONTENT = modulePath(SURFACE.themeClassicCodeBlockContent);

/** The `Highlight` it gets instead: tokens made at build time (remark.ts, tokenize.cjs), no Prism. */
export const PREBUILT_HIGHLIGHT = path.join(__dirname, 'client', 'PrebuiltHighlight.tsx');

/**
 * Code blocks are highlighted at build time, so pages load no Prism
 * (decisions/0006-build-time-code-highlighting.md). The remark step (remark.ts) and the example-source loader
 * tokenize; this plugin points the theme's code block at a `Highlight` that
 * renders those tokens, on the server and in the browser alike.
 */
export default function codeHighlighting(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack() {
      return {
        resolve: {alias: {[`${THEME_LANGUAGES_MODULE}$`]: NO_LANGUAGES_YET}},
        module: {
          rules: [{test: THEME_CODE_CONTENT, resolve: {alias: {'prism-react-renderer$': PREBUILT_HIGHLIGHT}}}],
        },
      };
    },
  };
}
