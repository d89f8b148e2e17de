// Import rules for the repository's own code, checked by `npm run lint`
// (dependency-cruiser, which resolves imports as TypeScript does, tsconfig
// paths included). Each rule says why it exists; a violation names the rule
// and the import.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'Two modules that import each other (directly or round a longer loop) cannot be understood, tested or loaded one without the other, and their evaluation order decides which one sees the other half-initialised. Imports of types only are erased before anything runs and do not count.',
      severity: 'error',
      from: {},
      to: {circular: true, viaOnly: {dependencyTypesNot: ['type-only']}},
    },
    {
      name: 'design-system-imports-nothing-of-the-site',
      comment:
        'src/bui is the design system a product would install as @bui/react: it imports only itself and packages, never the site that documents it (tests/architecture/bui-boundary.test.ts checks which packages).',
      severity: 'error',
      from: {path: '^src/bui/'},
      to: {pathNot: ['^src/bui/', 'node_modules/'], dependencyTypesNot: ['core']},
    },
    {
      name: 'design-system-uses-no-site-aliases',
      comment:
        "@theme/, @docusaurus/ and @generated/ exist only inside Docusaurus' build: a product app has none of them.",
      severity: 'error',
      from: {path: '^src/bui/'},
      to: {couldNotResolve: true},
    },
    {
      name: 'tests-do-not-import-scripts',
      comment:
        'scripts/ are commands; what they and the test suites (or the Playwright config) both need lives in tooling/.',
      severity: 'error',
      from: {path: ['^tests/', '^playwright\\.config\\.ts$', '^vitest\\.config\\.mts$']},
      to: {path: '^scripts/'},
    },
    {
      name: 'site-does-not-import-tooling',
      comment:
        'The site (src/) is what gets built and published; checks, benchmarks and tests describe it from outside.',
      severity: 'error',
      from: {path: '^src/'},
      to: {path: '^(scripts|tests|tooling)/'},
    },
    {
      name: 'tooling-stands-alone',
      comment:
        'tooling/ is shared by scripts, tests and configs, so it cannot depend on any of them (nor on the site).',
      severity: 'error',
      from: {path: '^tooling/'},
      to: {path: '^(src|scripts|tests)/'},
    },
    {
      name: 'browser-code-has-no-node',
      comment:
        "A plugin's client/ and theme/ folders run in the browser: Node's built-in modules do not exist there. (Their unit tests run in Node and may use them.)",
      severity: 'error',
      from: {path: '^src/plugins/[^/]+/(client|theme)/', pathNot: '\\.test\\.tsx?$'},
      to: {dependencyTypes: ['core']},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(build|\\.docusaurus|node_modules)/'},
    tsConfig: {fileName: 'tsconfig.json'},
    // Count type-only imports as imports (marked type-only), so no-cycles can tell them apart.
    tsPreCompilationDeps: 'specify',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // bui-source: the workspace packages' TypeScript, as the site's bundler and tsconfig.json resolve them.
      conditionNames: ['bui-source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.cjs', '.mjs', '.json'],
    },
    reporterOptions: {text: {highlightFocused: true}},
  },
};
