import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, findChromium} from './scripts/chromium.cjs';

// The tests run against the production build (`npm run build`), served by
// `docusaurus serve` exactly as a reader would get it.
const port = Number(process.env.TEST_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  use: {
    baseURL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `npx docusaurus serve --no-open --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
