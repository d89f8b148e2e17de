import {readdirSync, readFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {defaultClientConditions, defaultServerConditions} from 'vite';
import {defineConfig, type TestProjectInlineConfiguration} from 'vitest/config';

// Unit tests sit beside the code they test (`*.test.ts`): no browser, no
// build, seconds in all (`npx vitest run`, `npm run test:unit`).
//
// The project "build" builds copies of the site (a deliberately broken one
// must fail with a useful message; a published one must hold no test-only
// code): minutes on two cores, so it exists only when asked for
// (`npm run test:build`, which `npm test` runs once, after the main build).
// The browser tests are Playwright's, under tests/ (`*.spec.ts`).
const unitInclude = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'tests/**/*.test.ts',
  'tooling/**/*.test.ts',
  'mcp/src/**/*.test.ts',
  '*.test.ts',
];
const unitExclude = ['tests/build/**', 'tests/package/**', '**/*.build.test.ts', '**/node_modules/**'];

/**
 * The unit test files that need a fresh module registry of their own: a DOM (`@vitest-environment jsdom`: React
 * roots, react-aria's document listeners and portals would outlive the file) or a mocked module (`vi.mock`).
 * The rest share one registry per worker (`isolate: false`): re-importing React, react-aria and the tokens for
 * each of ~130 files was most of the unit tests' CPU time (decisions/0034-unit-test-isolation.md).
 */
function filesNeedingIsolation(root: string): string[] {
  const isolated: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && NEEDS_ISOLATION.test(readFileSync(file, 'utf8'))) {
        isolated.push(path.relative(root, file));
      }
    }
  };
  for (const dir of ['src', 'scripts', 'tests', 'tooling', 'mcp']) walk(path.join(root, dir));
  return isolated.sort();
}
const NEEDS_ISOLATION = /@vitest-environment\s+jsdom|\bvi\.(?:do)?[mM]ock\(/;
const isolated = filesNeedingIsolation(import.meta.dirname);

const unitSettings = {
  // Vitest's default leaves one core to its main process: a single worker on a 2-core machine. The main process
  // waits while the files run, so every core gets a worker (unit tests: 66 s instead of 92 s here).
  maxWorkers: availableParallelism(),
  // `npm test` runs these beside ESLint, Prettier and tsc (scripts/lib/test-steps.ts): on two shared cores a
  // jsdom test that takes 1 s alone can take over 5 s, Vitest's default limit. A hung test still fails.
  testTimeout: 30_000,
};

const unit: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    include: unitInclude,
    exclude: [...unitExclude, ...isolated],
    isolate: false,
    // What a module remembers for the process, each file must start without (src/bui/internal/testing/freshFile.ts).
    setupFiles: ['src/bui/internal/testing/freshFile.ts'],
    ...unitSettings,
  },
};

const unitIsolated: TestProjectInlineConfiguration = {
  extends: true,
  test: {name: 'unit (isolated)', include: isolated, exclude: unitExclude, ...unitSettings},
};

const build: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'build',
    // Tests named *.build.test.ts read the site that `npm run build` wrote; tests/package packs the library and
    // installs it in a new app.
    include: [
      'tests/build/**/*.test.ts',
      'tests/package/**/*.test.ts',
      'src/**/*.build.test.ts',
      'mcp/src/**/*.build.test.ts',
    ],
    // Each test is a full Docusaurus build.
    testTimeout: 300_000,
    // Hooks remove the copies and apps those builds made: deleting a node_modules tree took over Vitest's 10 s on a
    // loaded 2-core machine (consumer-app.test.ts's afterAll, in a fresh-clone run).
    hookTimeout: 120_000,
    // Two files at a time: install-as-host spends its first ~45 s in `npm ci` (network and disk) and builds in a
    // folder of its own, so it overlaps the build guards, which run one build at a time in their own file.
    fileParallelism: true,
    maxWorkers: 2,
  },
};

export default defineConfig({
  // The workspace packages (src/bui) as the site sees them: their TypeScript, not a build that may be stale or absent
  // (decisions/0031-workspace-packages.md). Without it, a test importing the folder src/bui would get dist/.
  resolve: {conditions: ['bui-source', ...defaultClientConditions]},
  ssr: {resolve: {conditions: ['bui-source', ...defaultServerConditions]}},
  // The site's tsconfig keeps JSX for Docusaurus' own compiler ("preserve");
  // unit tests that render a component need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'node',
    pool: 'threads',
    projects: process.env.BUI_BUILD_TESTS === '1' ? [build] : [unit, unitIsolated],
  },
});
