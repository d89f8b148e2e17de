import {defineConfig} from 'vitest/config';

// Two projects. "unit": tests beside the code they test (`*.test.ts`), no
// browser and no build, seconds in all (`npm run test:unit`). "build": checks
// that build copies of the site (a deliberately broken one must fail the
// build with a useful message; a published one must hold no test-only code),
// minutes on two cores, run once in `npm test` after the main build
// (`npm run test:build`). The browser tests are Playwright's, under tests/.
export default defineConfig({
  // The site's tsconfig keeps JSX for Docusaurus' own compiler ("preserve");
  // unit tests that render a component need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'node',
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts', '*.test.ts'],
          exclude: ['tests/build/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          // Each test is a full Docusaurus build.
          testTimeout: 300_000,
          // One build at a time: two would only fight over the two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
