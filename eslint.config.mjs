// @ts-check
// One lint configuration for the whole repository: site code, the design
// system, build plugins, tests, scripts and the config files. Type-aware, so
// it reads tsconfig.json; `npm run lint` runs it with --max-warnings 0.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

/** @type {import('eslint').Linter.Config} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- eslint-plugin-jsx-a11y ships no types
const jsxA11yStrict = jsxA11y.flatConfigs.strict;

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      // What the browser tests build and generate (Algolia mode, the dev server): a second `npm test` must not lint them.
      'build-algolia/**',
      '.docusaurus-algolia/**',
      '.docusaurus-start/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      // What the workspace packages' builds write (npm run build -w @bui/react).
      'src/bui/dist/**',
      'src/bui/tokens/dist/**',
      // An app of its own, type-checked against the packed packages by tests/package/consumer-app.test.ts.
      'tests/package/consumer-app/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: {allowDefaultProject: ['*.mjs']}, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // React code lives in src/; elsewhere a function named `use` is Playwright's fixture callback.
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11yStrict,
  },
  {
    // Playwright reads a test's fixtures from its first parameter, which must be
    // destructured even when the test needs none: `({}, testInfo) => …`.
    files: ['tests/**/*.ts'],
    rules: {'no-empty-pattern': ['error', {allowObjectPatternsAsParameters: true}]},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
    },
  },
  {
    // The Algolia Crawler's editor runs this as a script with a global Crawler: plain JavaScript, no project types.
    files: ['deploy/docsearch-crawler.js'],
    ...tseslint.configs.disableTypeChecked,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- typescript-eslint declares this preset's languageOptions loosely; it is a plain object
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'script',
      globals: {Crawler: 'readonly'},
    },
  },
  {
    // CommonJS modules (Rspack loaders and what they share) import with require: Node 20 cannot require TypeScript.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The design system is not a Docusaurus site: Docusaurus' rules do not apply.
    files: ['src/bui/**/*.{ts,tsx}'],
    rules: {'@docusaurus/no-html-links': 'off', '@docusaurus/prefer-docusaurus-heading': 'off'},
  },
);
