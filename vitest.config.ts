import {defineConfig} from 'vitest/config';

// Unit tests sit beside the code they test (`*.test.ts`) and need no browser
// and no build; Playwright runs the browser tests under tests/.
export default defineConfig({
  // The site's tsconfig keeps JSX for Docusaurus' own compiler ("preserve");
  // unit tests that render a component need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    pool: 'threads',
  },
});
