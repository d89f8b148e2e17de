import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, findTestChromium} from './tooling/chromium';
import {nginxURL, servePort, serveSpecs, serveURL, slowedSpecs} from './tests/support/test-host';

// The tests run against the production build (`npm run build`). The whole
// suite runs once, on nginx with deploy/nginx.conf and its CSP enforced, as
// the site is published (project "nginx"); the specs about `docusaurus serve`
// itself run on it too (project "serve"). tests/support/test-host.ts.
export const baseURL = nginxURL;

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  // Any CSP violation anywhere in the run fails it, listed by page (tests/support/csp-violations.ts).
  globalSetup: './tests/support/csp-setup.ts',
  globalTeardown: './tests/support/csp-teardown.ts',
  fullyParallel: true,
  // Two workers keep both cores busy. The 4×-slowed specs spend much of their time waiting on the throttled page, so
  // in CI they run beside those two as a third worker of their own (project "slowed"): the run is shorter, though
  // the other two slow down while it runs. Decision 0029 has the measurements.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The live examples' pixel baselines (tests/visual, issue 22 part 5; decisions/0042-pixel-baselines.md). Any pixel
    // past the tolerance fails: a per-pixel colour distance of 0.05 (pixelmatch's scale, up to about 13 levels of 255
    // in luminance) absorbs the antialiasing a different CPU's Skia may draw, and no more.
    toHaveScreenshot: {threshold: 0.05, maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css'},
  },
  // Named by example and state (tests/visual/baselines.ts), where a reviewer finds them.
  snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
  // The HTML report (playwright-report/, `npx playwright show-report`) shows a failed pixel comparison as the
  // baseline, what the build drew and their difference: what a reviewer of a pull request opens.
  reporter: [['list'], ['html', {open: 'never'}], ['./tests/support/summary-reporter.ts']],
  use: {
    baseURL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: findTestChromium(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'nginx',
      testIgnore: ['site/urls.spec.ts', ...slowedSpecs],
      use: {baseURL: nginxURL},
      workers: 2,
    },
    {name: 'slowed', testMatch: slowedSpecs, use: {baseURL: nginxURL}, workers: 1},
    {name: 'serve', testMatch: serveSpecs, use: {baseURL: serveURL}, workers: 1},
  ],
  webServer: [
    {
      command: 'npx jiti scripts/nginx-serve.ts',
      url: `${nginxURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --no-open --port ${servePort} --host 127.0.0.1`,
      url: `${serveURL}/`,
      // Its only complaints are the stack traces of the hostile paths listed in
      // tests/exceptions/serve.ts (kilobytes each): not worth the log.
      stderr: 'ignore',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
